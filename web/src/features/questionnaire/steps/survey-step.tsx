import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Answer, AskedQuestion } from '@redigo/shared/domain/question';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { Button } from '../../../components/ui/button';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useAnswerPause } from './answer-pause';
import { useDraftAutosave } from '../store/draft-autosave';
import { useQuestionnaireFlow } from '../flow/questionnaire-flow-context';
import { FlowPanel } from '../flow/flow-panel';
import {
  answerQuestion,
  answersOf,
  dismissResumeNotice,
  keepGroupInProgress,
  markQuestionnaireFinished,
  truncateAnswersFrom,
  type ContractStep,
} from '../store/new-contract-store';
import { SUMMARY_REDIRECT_MS, useNextQuestion } from '../api/next-question';
import { AnswerForm } from '../questions/answer-form';
import { SurveyProgress } from './survey-progress';
import { useWizardContract } from '../flow/wizard-contract-context';

/**
 * The server's refusal of the answers just given (400 on the next question: a rule across answers, RULE_FAILED, or a
 * check only the server makes): the last question answered, to be shown again with every message where the lawyer
 * answered it. Any other failure (the network, the server) is not the lawyer's to correct.
 */
const refusalOf = (
  error: unknown,
  last: ContractStep | undefined,
): { step: ContractStep; problems: string[] } | undefined =>
  error instanceof ApiError && error.status === 400 && last
    ? { step: last, problems: error.errors?.length ? error.errors : [error.message] }
    : undefined;

/** An answer given again as it was before (an edit from the summary, a resumed draft) goes on at once. */
const sameAnswer = (before: Answer | undefined, after: Answer): boolean =>
  before !== undefined && JSON.stringify(before) === JSON.stringify(after);

/**
 * The questionnaire step: the server's next question for the answers so far (POST /contract/questions), one at a
 * time, until none is left; then the summary.
 */
export const SurveyStep = () => {
  const flow = useQuestionnaireFlow();
  const navigate = useNavigate();
  const contract = useWizardContract();
  const lawyer = useSession().user?.role === 'user';
  const animated = flow.survey.reveal && lawyer;
  const { data: question, error, isLoading, mutate } = useNextQuestion(contract.type, answersOf(contract));
  const pause = useAnswerPause(isLoading || question === undefined);
  const draftState = useDraftAutosave(contract, flow.survey.autosaveDrafts && lawyer, question);

  const summaryPath = flow.steps.summary.path;
  const finished = question === null && !pause.pausing;
  useEffect(() => {
    if (!finished) return undefined;
    markQuestionnaireFinished();
    const timer = window.setTimeout(() => navigate(summaryPath), SUMMARY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate, summaryPath]);

  const answer = (asked: AskedQuestion, value: Answer) => {
    const kept = sameAnswer(contract.recalled[asked.variable], value);
    answerQuestion(asked, value);
    if (contract.resumeNotice) dismissResumeNotice();
    if (!animated || kept) return;
    pause.start();
  };

  const answered = contract.steps.length;
  const refused = refusalOf(error, contract.steps.at(-1));
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnChange(panel, flow.survey.focusOnAnswer ? answered : 0);
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
