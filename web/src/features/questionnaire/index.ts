/**
 * The questionnaire flow: the lawyer's wizard and the staff's test run of a template («Prova») are two
 * configurations (`QuestionnaireFlow`) of the same layout and steps. Features import it only from here.
 *
 * survey step → POST /contract/questions (next-question.ts) → summary step → preview step → the feature's end.
 */
export type { QuestionnaireFlow } from './flow/flow-config';
export { questionnaireSteps } from './flow/flow-config';
export { FlowLayout } from './flow/flow-layout';
export { FlowActions, FlowPanel } from './flow/flow-panel';
export { SurveyStep } from './steps/survey-step';
export { SummaryStep } from './steps/summary-step';
export { PreviewStep } from './steps/preview-step';
export { settleDraftSaves } from './store/draft-autosave';
export { saveContract } from './api/save-contract';
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
  type NewContract,
  type UpdatingContract,
} from './store/new-contract-store';
export { startFromContract } from './store/copy-contract';
export { startUpdate } from './store/contract-update';
export { reopenCompletedContract, resumeDraft } from './store/replay-contract';
export { useWizardContract } from './flow/wizard-contract-context';
export { AnswerForm } from './questions/answer-form';
export { GroupFieldInput } from './groups/group-field-input';
export { draftGroupItems, type TypedItem } from './groups/group-answer-state';
