import type { Contract } from '@redigo/shared/domain/contract';
import type { Answer, Answers } from '@redigo/shared/domain/question';
import { apiData } from '../../../lib/api-client';
import { ApiError } from '../../../lib/api-error';
import type { UpdatingContract } from './new-contract-store';

const sameAnswer = (before: Answer | undefined, after: Answer | undefined): boolean =>
  before !== undefined && JSON.stringify(before) === JSON.stringify(after);

/** The answers of `after` that `before` gave the same. */
const sameAnswers = (before: Answers, after: Answers): Answers =>
  Object.fromEntries(
    Object.entries(after).filter(([variable, answer]) => sameAnswer(before[variable], answer)),
  );

/** The original of an update, as its owner reads it; undefined once the server no longer has it for them. */
const originalOf = async (id: string): Promise<Contract | undefined> => {
  try {
    return await apiData<Contract>({ method: 'GET', route: '/contract/{id}', params: { id } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return undefined;
    throw error;
  }
};

/**
 * What a stored contract made by POST /contract/{id}/update (its `updates`) is as an update, read again from its
 * original: free as the original's `update` says, the answers carried being those equal to the original's (a draft
 * reopened from the archive: the server's `kept` is known only right after the update). Undefined for any other
 * contract.
 */
export const updatingOf = async (contract: Contract): Promise<UpdatingContract | undefined> => {
  const { updates } = contract;
  if (!updates) return undefined;
  const original = await originalOf(updates.id);
  return {
    originalId: updates.id,
    originalName: updates.name,
    version: contract.template_version ?? 0,
    free: original?.update?.free ?? false,
    carried: original ? sameAnswers(original.answers, contract.answers) : {},
  };
};
