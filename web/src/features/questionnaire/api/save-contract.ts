import type { ContractStatus } from '@redigo/shared/domain/contract';
import type { GroupAnswer } from '@redigo/shared/domain/question';
import { apiData } from '../../../lib/api-client';
import { answersOf, type NewContract } from '../store/new-contract-store';

/** A draft's group being typed, by its variable (docs/api.md: `group_in_progress`, at most one). */
export type GroupInProgress = Record<string, GroupAnswer>;

/**
 * PUT /contract (the first save, `id` null) or PUT /contract/{id}: the compilation and its answers as a contract in
 * `status` (a TO_COMPLETE draft, or COMPLETED before its preview); a draft carries `typing`, the group half-typed,
 * apart from the answers (none sent clears the one saved before). Resolves with the contract's id.
 */
export const saveContract = async (
  contract: NewContract,
  id: string | null,
  status: ContractStatus,
  typing: GroupInProgress = {},
): Promise<string> => {
  // No name: the server keeps the one the lawyer gave, or names the document by its title and first party.
  const body = {
    type: contract.type,
    status,
    answers: answersOf(contract),
    ...(status === 'TO_COMPLETE' && Object.keys(typing).length > 0 && { group_in_progress: typing }),
  };
  const saved = id
    ? await apiData<{ id: string }>({ method: 'PUT', route: '/contract/{id}', params: { id }, body })
    : await apiData<{ id: string }>({ method: 'PUT', route: '/contract', body });
  return saved.id;
};
