import type { Contract } from '@redigo/shared/domain/contract';
import type { Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { apiData } from './api-client';
import { saveNewContract, type ContractStep, type NewContract } from './new-contract-store';

const nextQuestion = (templateId: string, answers: Answers): Promise<AskedQuestion | null> =>
  apiData<AskedQuestion | null>({
    method: 'POST',
    route: '/contract/questions',
    query: { type: templateId },
    body: answers,
  });

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
    const question = await nextQuestion(templateId, given);
    if (!question) return { steps, finished: true };
    const answer = stored[question.variable];
    if (answer === undefined) return { steps, finished: false };
    steps.push({ question, answer });
    given[question.variable] = answer;
  }
  return { steps, finished: false };
};

/**
 * Opens a stored, completed and unpaid contract in the compilation flow, ready for its preview and cart: the
 * lawyer buys it later without answering again.
 */
export const reopenCompletedContract = async (contract: Contract): Promise<NewContract> => {
  if (!contract.templateId) throw new Error('Il modello di questo documento non è più disponibile.');
  const { steps } = await replayAnswers(contract.templateId.id, contract.answers);
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
  };
  saveNewContract(reopened);
  return reopened;
};
