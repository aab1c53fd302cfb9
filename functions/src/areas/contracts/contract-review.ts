import type { AnswerValue, Question } from '@redigo/shared/domain/question';
import { clientLinkMessages as messages } from '@redigo/shared/messages/client-links';
import type { DraftState } from '@redigo/shared/questionnaire/client-review';
import { ConflictError } from '../../errors/app-errors';
import { namedFields } from './contract-name';
import { isPaid, type ContractRecord } from './contract-record';
import { assertStorable } from './stored-size';

/**
 * For the client links' area: a draft once the lawyer's review of a client's answers is applied (docs/api.md, "The
 * client's data by link") on `questions` (the draft's), one version further, its default name and parties renewed with the answers, `decided`
 * (the values accepted or edited, by detail key) kept among its client answers. The client links' repository writes
 * it in the review's transaction, on the condition that the contract is still at the version read and unpaid.
 * Throws ConflictError (409) for a contract that is paid or not a draft, PayloadTooLargeError (413) past an item.
 */
export const reviewedContract = (
  contract: ContractRecord,
  questions: Question[],
  draft: DraftState,
  decided: Record<string, AnswerValue>,
  now: string,
): ContractRecord => {
  if (isPaid(contract) || contract.status !== 'TO_COMPLETE')
    throw new ConflictError(messages.contractNotDraft);
  const { group_in_progress: _typing, ...rest } = contract;
  const next: ContractRecord = {
    ...rest,
    ...namedFields(contract.title, questions, draft.answers, undefined, contract),
    answers: draft.answers,
    ...(draft.group_in_progress && { group_in_progress: draft.group_in_progress }),
    client_answers: { ...contract.client_answers, ...decided },
    version: contract.version + 1,
    updatedAt: now,
  };
  assertStorable({ ...next, pinned: undefined });
  return next;
};
