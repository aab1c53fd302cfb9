import { errorMessageOf } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { FlowPanel } from '../flow/flow-panel';
import { useQuestionnaireFlow } from '../flow/questionnaire-flow-context';
import { answersOf, keepGroupInProgress, truncateAnswersFrom } from '../store/new-contract-store';
import { AnswerForm } from '../questions/answer-form';
import { SurveyProgress } from './survey-progress';
import { useSurveyStep } from './use-survey-step';

/**
 * The questionnaire step: the server's next question for the answers so far (POST /contract/questions), one at a
 * time, until none is left; then the summary.
 */
export const SurveyStep = () => {
  const {
    contract,
    lawyer,
    animated,
    question,
    error,
    mutate,
    pause,
    draftState,
    answer,
    answered,
    refused,
    panel,
  } = useSurveyStep();
  const flow = useQuestionnaireFlow();
  return (
    <FlowPanel ref={panel} tabIndex={-1}>
      <SurveyProgress answered={answered} maxQuestions={contract.maxQuestions} draftState={draftState} />
      {contract.resumeNotice && <NotificationCard variant="info">{contract.resumeNotice}</NotificationCard>}
      {refused ? (
        <AnswerForm
          key={`${refused.step.question.variable}-refused`}
          question={refused.step.question}
          number={answered}
          animated={false}
          recalled={refused.step.answer}
          outer={answersOf({ steps: contract.steps.slice(0, -1) })}
          serverProblems={refused.problems}
          addressBook={lawyer}
          onAnswer={(value) => answer(refused.step.question, value)}
          onBack={answered > 1 ? () => truncateAnswersFrom(answered - 2) : undefined}
        />
      ) : error ? (
        <div className="stack">
          <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>
          <div className="row">
            <Button variant="outline" onClick={() => void mutate()}>
              Riprova
            </Button>
          </div>
        </div>
      ) : pause.waiting || question === undefined ? (
        <Loader label={pause.pausing ? 'Elaborazione della risposta...' : 'Caricamento della domanda...'} />
      ) : question === null ? (
        <NotificationCard variant="success" title="Questionario completato">
          {flow.survey.completedText}
        </NotificationCard>
      ) : (
        <AnswerForm
          key={question.variable}
          question={question}
          number={answered + 1}
          animated={animated}
          recalled={contract.recalled[question.variable]}
          outer={answersOf(contract)}
          kept={contract.groupsInProgress?.[question.variable]}
          onKeep={(items) => keepGroupInProgress(question.variable, items)}
          addressBook={lawyer}
          onAnswer={(value) => answer(question, value)}
          onBack={answered > 0 ? () => truncateAnswersFrom(answered - 1) : undefined}
        />
      )}
    </FlowPanel>
  );
};
