import type { Contract } from '@redigo/shared/domain/contract';
import type { Answer, Answers, AskedQuestion } from '@redigo/shared/domain/question';
import type { Template } from '@redigo/shared/domain/template';
import { apiData } from '../../../lib/api-client';
import { answerText } from '../../../lib/answer-text';
import { ApiError } from '../../../lib/api-error';
import { fetchNextQuestion } from '../api/next-question';
import {
  saveNewContract,
  type ContractStep,
  type NewContract,
  type UpdatingContract,
} from './new-contract-store';
import { updatingOf } from './updating-contract';

/**
 * Whether a stored answer still fits the question as the template asks it now (a choice among its options); a typed
 * answer or a group's list is the server's to judge when it is given back.
 */
const fits = (question: AskedQuestion, answer: Answer): boolean => {
  if (question.options.length === 0) return true;
  const given: unknown[] = Array.isArray(answer) ? answer : [answer];
  if (question.is_multiple_selection ? given.length === 0 : !(typeof answer === 'string')) return false;
  return given.every((option) => typeof option === 'string' && question.options.includes(option));
};

const TEMPLATE_GONE = 'Il modello di questo documento non è più disponibile: non si può compilare di nuovo.';

/** The most questions a replay asks: past it the template's conditions are taken to loop. */
const MAX_REPLAYED_QUESTIONS = 500;

/**
 * Asks the server the questions of a stored contract again, in order, each answered with the stored answer:
 * the steps a lawyer went through. Stops at the first question the stored answers do not answer (`finished`
 * false), or when the server has no more (`finished` true). Answers that no longer fit are left out.
 */
export const replayAnswers = async (
  templateId: string,
  stored: Answers,
): Promise<{ steps: ContractStep[]; finished: boolean }> => {
  const steps: ContractStep[] = [];
  const given: Answers = {};
  for (let asked = 0; asked < MAX_REPLAYED_QUESTIONS; asked += 1) {
    let question: AskedQuestion | null;
    try {
      question = await fetchNextQuestion(templateId, given);
    } catch (error) {
      // The server refuses the last answer given (a typed answer that no longer fits): ask it again.
      const last = steps.pop();
      if (!(error instanceof ApiError) || error.status !== 400 || !last) throw error;
      return { steps, finished: false };
    }
    if (!question) return { steps, finished: true };
    const answer = stored[question.variable];
    if (answer === undefined || !fits(question, answer)) return { steps, finished: false };
    steps.push({ question, answer });
    given[question.variable] = answer;
  }
  return { steps, finished: false };
};

/**
 * Opens a stored, completed and unpaid contract in the compilation flow, ready for its preview and cart: the
 * lawyer buys it later without answering again (an update of a bought contract, claimed for free when it is).
 */
export const reopenCompletedContract = async (contract: Contract): Promise<NewContract> => {
  if (!contract.templateId) throw new ApiError(TEMPLATE_GONE, 404, 'NOT_FOUND');
  const [{ steps }, updating] = await Promise.all([
    replayAnswers(contract.templateId.id, contract.answers),
    updatingOf(contract),
  ]);
  const reopened: NewContract = {
    id: contract.id,
    type: contract.templateId.id,
    title: contract.title,
    maxQuestions: contract.templateId.max_questions ?? 0,
    price: contract.templateId.price,
    stripeUrl: contract.templateId.stripe_url,
    steps,
    recalled: {},
    finished: true,
    status: 'COMPLETED',
    leavePromptOff: true,
    ...(updating && { updating }),
  };
  saveNewContract(reopened);
  return reopened;
};

/** The template as the lawyer may answer it now (404 once it is suspended or deleted, said in Italian). */
const currentTemplate = async (templateId: string): Promise<Template> => {
  try {
    return await apiData<Template>({ method: 'GET', route: '/template/{id}', params: { id: templateId } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) {
      throw new ApiError(TEMPLATE_GONE, 404, error.code);
    }
    throw error;
  }
};

/**
 * The draft as GET /contract/{id} gives it to its owner, with the group being typed (`group_in_progress`), which the
 * lists leave out: a row of the archive is read again, a contract read by id (it has `detailed_answers`) is kept.
 */
const storedDraft = async (contract: Contract): Promise<Contract> =>
  contract.detailed_answers
    ? contract
    : apiData<Contract>({ method: 'GET', route: '/contract/{id}', params: { id: contract.id } });

/** The answers of a stored draft that came from its client, by detail key, as its detail reads them. */
const answersFromClient = (contract: Contract): Record<string, string> =>
  Object.fromEntries(
    (contract.detailed_answers ?? [])
      .filter((entry) => entry.source === 'cliente')
      .map((entry) => [entry.variable, answerText(entry.given_answer)]),
  );

const RESUME_NOTICE =
  'Il modello è stato aggiornato dopo il salvataggio della bozza: alcune risposte non sono più valide e vanno date di nuovo.';

/**
 * Opens a draft where the lawyer left it, on the template as it is now: the stored answers that still fit are
 * kept, the questionnaire goes on at the first question without an answer (`finished` when none is left), and a
 * notice says so when answers were dropped (`notice`, when given, is shown instead: a copy's list of answers left
 * behind). The draft is read again by id unless it was (an archive row lacks the group the lawyer was typing,
 * `group_in_progress`), and that group comes back with its cards as they were saved. A draft made by update keeps
 * saying so (`updating`: as given right after the update, else read again from its original).
 */
export const resumeDraft = async (
  listed: Contract,
  notice?: string,
  given?: UpdatingContract,
): Promise<NewContract> => {
  const [template, contract] = await Promise.all([currentTemplate(listed.type), storedDraft(listed)]);
  const [{ steps, finished }, updating] = await Promise.all([
    replayAnswers(template.id, contract.answers),
    given ?? updatingOf(contract),
  ]);
  const kept = new Set(steps.map((step) => step.question.variable));
  const dropped = Object.keys(contract.answers).filter((variable) => !kept.has(variable));
  const resumed: NewContract = {
    id: contract.id,
    type: template.id,
    title: template.name,
    maxQuestions: template.max_questions ?? 0,
    price: template.price,
    stripeUrl: template.stripe_url,
    steps,
    // The group the lawyer was typing (`group_in_progress`) is offered again as it was, with no word of answers lost.
    recalled: {
      ...Object.fromEntries(dropped.map((variable) => [variable, contract.answers[variable] ?? ''])),
      ...contract.group_in_progress,
    },
    finished,
    status: 'TO_COMPLETE',
    leavePromptOff: false,
    fromClient: answersFromClient(contract),
    ...(notice ? { resumeNotice: notice } : dropped.length > 0 && { resumeNotice: RESUME_NOTICE }),
    ...(updating && { updating }),
  };
  saveNewContract(resumed);
  return resumed;
};
