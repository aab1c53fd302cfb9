import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Answer, AskedQuestion } from '@redigo/shared/domain/question';
import { ApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import { useAnswerPause } from './answer-pause';
import { useDraftAutosave } from '../store/draft-autosave';
import { useQuestionnaireFlow } from '../flow/questionnaire-flow-context';
import {
  answerQuestion,
  answersOf,
  dismissResumeNotice,
  markQuestionnaireFinished,
  type ContractStep,
} from '../store/new-contract-store';
import { SUMMARY_REDIRECT_MS, useNextQuestion } from '../api/next-question';
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
 * The state of the questionnaire step: the server's next question for the answers so far, the pause after an answer
 * (the lawyer's pacing), the draft's autosave, the answer given, the refusal of the last one, and the summary opened
 * once no question is left.
 */
export const useSurveyStep = () => {
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
  return {
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
  };
};
