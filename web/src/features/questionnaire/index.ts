/**
 * The questionnaire flow: the lawyer's wizard and the staff's test run of a template («Prova») are two
 * configurations (`QuestionnaireFlow`) of the same layout and steps. Features import it only from here.
 *
 * survey step → POST /contract/questions (next-question.ts) → summary step → preview step → the feature's end.
 */
export type { QuestionnaireFlow } from './flow-config';
export { questionnaireSteps } from './flow-config';
export { FlowLayout } from './flow-layout';
export { FlowActions, FlowPanel } from './flow-panel';
export { SurveyStep } from './survey-step';
export { SummaryStep } from './summary-step';
export { PreviewStep } from './preview-step';
export { settleDraftSaves } from './draft-autosave';
export { saveContract } from './save-contract';
export {
  answerQuestion,
  answersOf,
  clearNewContract,
  getNewContract,
  markContractSaved,
  markQuestionnaireFinished,
  markUpdateNotFree,
  saveNewContract,
  startNewContract,
  turnLeavePromptOff,
  useNewContract,
  type NewContract,
  type UpdatingContract,
} from './new-contract-store';
export { startFromContract } from './copy-contract';
export { startUpdate } from './contract-update';
export { reopenCompletedContract, resumeDraft } from './replay-contract';
export { useWizardContract, WizardContractContext } from './wizard-contract-context';
export { AnswerForm } from './answer-form';
export { GroupFieldInput } from './group-field-input';
export { draftGroupItems, type TypedItem } from './group-answer-state';
