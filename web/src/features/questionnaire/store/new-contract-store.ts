import type { ContractStatus } from '@redigo/shared/domain/contract';
import type { Answer, Answers, AskedQuestion } from '@redigo/shared/domain/question';
import { createPersistedStore, jsonCodec } from '../../../lib/persisted-store';
import { storageEntries } from '../../../lib/storage';

/** A question asked during the compilation and the answer given. */
export interface ContractStep {
  question: AskedQuestion;
  answer: Answer;
}

/**
 * A compilation made by POST /contract/{id}/update (docs/api.md, "Template versions and updates"): the bought (or
 * saved) contract it brings onto the template's newer version, and what the update carried over.
 */
export interface UpdatingContract {
  originalId: string;
  /** The original's name, as the archive shows it. */
  originalName: string;
  /** The template version the update is on. */
  version: number;
  /** A free update: the cart claims it (POST /contract/{id}/claim-update) instead of selling it. */
  free: boolean;
  /**
   * The answers that came from the original, by variable: the summary marks an answer still as it came as carried,
   * every other question as new.
   */
  carried: Answers;
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
  /** Present when the compilation updates a contract onto a newer version of its template. */
  updating?: UpdatingContract;
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

/** The update turned out not to be free (the server said so at the claim): the cart sells it as any document. */
export const markUpdateNotFree = (): void =>
  update((contract) =>
    contract.updating ? { ...contract, updating: { ...contract.updating, free: false } } : contract,
  );

export const dismissResumeNotice = (): void => update(({ resumeNotice: _notice, ...contract }) => contract);

export const turnLeavePromptOff = (): void => update((contract) => ({ ...contract, leavePromptOff: true }));

export const clearNewContract = (): void => save(null);

/** Replaces the compilation in progress with `contract` (a stored contract opened again). */
export const saveNewContract = (contract: NewContract): void => save(contract);

/** Whether a step's answer is the one an update carried over from its original. */
export const isCarriedAnswer = (carried: Answers, step: ContractStep): boolean => {
  const before = carried[step.question.variable];
  return before !== undefined && JSON.stringify(before) === JSON.stringify(step.answer);
};

/** The answers map the API expects, in the order they were given. */
export const answersOf = (contract: Pick<NewContract, 'steps'>): Answers =>
  Object.fromEntries(contract.steps.map((step) => [step.question.variable, step.answer]));
