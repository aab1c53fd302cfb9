import type { ContractStatus } from '@redigo/shared/domain/contract';
import type { Answer, Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { createPersistedStore, jsonCodec } from '../../lib/persisted-store';
import { storageEntries } from '../../lib/storage';

/** A question asked during the compilation and the answer given. */
export interface ContractStep {
  question: AskedQuestion;
  answer: Answer;
}

/** The contract being compiled, kept in sessionStorage so a reload or the payment round trip keeps it. */
export interface NewContract {
  /** The contract's id once saved. */
  id: string | null;
  /** The template's id. */
  type: string;
  title: string;
  maxQuestions: number;
  /** The template's price in euro, VAT excluded. */
  price: number;
  stripeUrl: string;
  steps: ContractStep[];
  /** Answers given and then discarded (back, edit): offered again when their question comes back. */
  recalled: Answers;
  /** The server has no further question. */
  finished: boolean;
  status: ContractStatus;
  /** The browser's leave prompt stays on until the preview is downloaded or the purchase starts. */
  leavePromptOff: boolean;
  /**
   * Groups being filled, as typed, by variable, until «Avanti» answers them: a reload or a return finds them as they
   * were, and the draft autosave sends the one being typed as far as it reads (draft-autosave.ts).
   */
  groupsInProgress?: Record<string, unknown>;
  /**
   * The answers the lawyer took from a client's link (docs/api.md, "The client's data by link"), by the key of the
   * contract's detail (`variable`, `group.<n>.field`) with their text: the summary marks each «Dal cliente» while
   * it still reads so.
   */
  fromClient?: Record<string, string>;
  /** Said once when a resumed draft lost answers that no longer fit its template. */
  resumeNotice?: string;
}

export interface NewContractTemplate {
  id: string;
  name: string;
  max_questions: number | null;
  price: number;
  stripe_url: string;
}

const isNewContract = (value: unknown): value is NewContract =>
  typeof value === 'object' && value !== null && Array.isArray((value as NewContract).steps);

const newContractStore = createPersistedStore<NewContract | null>({
  ...storageEntries.newContract,
  codec: jsonCodec(isNewContract),
  fallback: null,
});

export const getNewContract = (): NewContract | null => newContractStore.get();

const save = (contract: NewContract | null): void => newContractStore.set(contract);

const update = (change: (contract: NewContract) => NewContract): void => {
  const current = getNewContract();
  if (current) save(change(current));
};

export const useNewContract = (): NewContract | null => newContractStore.useValue();

/**
 * Starts a new compilation of a template, replacing any other in progress; `recalled` answers (those of a
 * contract it starts from) are offered as each question comes.
 */
export const startNewContract = (template: NewContractTemplate, recalled: Answers = {}): void =>
  save({
    id: null,
    type: template.id,
    title: template.name,
    maxQuestions: template.max_questions || 0,
    price: template.price,
    stripeUrl: template.stripe_url,
    steps: [],
    recalled,
    finished: false,
    status: 'TO_COMPLETE',
    leavePromptOff: false,
  });

const reopened = (contract: NewContract, steps: ContractStep[]): NewContract => ({
  ...contract,
  steps,
  recalled: { ...contract.recalled, ...answersOf({ steps: contract.steps.slice(steps.length) }) },
  finished: false,
  status: 'TO_COMPLETE',
  leavePromptOff: false,
});

/** Records an answer; answering a question asked before discards it and everything after it. */
export const answerQuestion = (question: AskedQuestion, answer: Answer): void =>
  update((contract) => {
    const index = contract.steps.findIndex((s) => s.question.variable === question.variable);
    const kept = index === -1 ? contract.steps : contract.steps.slice(0, index);
    const { [question.variable]: _typed, ...groupsInProgress } = contract.groupsInProgress ?? {};
    return { ...reopened(contract, kept), steps: [...kept, { question, answer }], groupsInProgress };
  });

/** Keeps a group's items as typed so far (a reload, «Indietro» and a return find them as they were). */
export const keepGroupInProgress = (variable: string, items: unknown): void =>
  update((contract) => ({
    ...contract,
    groupsInProgress: { ...contract.groupsInProgress, [variable]: items },
  }));

/** Discards the answer at `index` and every later one (editing an answer from the summary). */
export const truncateAnswersFrom = (index: number): void =>
  update((contract) => reopened(contract, contract.steps.slice(0, Math.max(0, index))));

export const markQuestionnaireFinished = (): void => update((contract) => ({ ...contract, finished: true }));

export const markContractSaved = (id: string): void =>
  update((contract) => ({ ...contract, id, status: 'COMPLETED' }));

/** The draft's id once the first autosave stored it; the status stays what the compilation says. */
export const markDraftSaved = (id: string): void =>
  update((contract) => (contract.id === id ? contract : { ...contract, id }));

export const dismissResumeNotice = (): void => update(({ resumeNotice: _notice, ...contract }) => contract);

export const turnLeavePromptOff = (): void => update((contract) => ({ ...contract, leavePromptOff: true }));

export const clearNewContract = (): void => save(null);

/** Replaces the compilation in progress with `contract` (a stored contract opened again). */
export const saveNewContract = (contract: NewContract): void => save(contract);

/** The answers map the API expects, in the order they were given. */
export const answersOf = (contract: Pick<NewContract, 'steps'>): Answers =>
  Object.fromEntries(contract.steps.map((step) => [step.question.variable, step.answer]));
