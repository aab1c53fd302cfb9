import type { ContractStatus } from '@redigo/shared/domain/contract';
import type { Answers } from '@redigo/shared/domain/question';
import { apiData } from '../../lib/api-client';
import { answersOf, type NewContract } from './new-contract-store';

/**
 * PUT /contract (the first save, `id` null) or PUT /contract/{id}: the compilation and its answers as a contract in
 * `status` (a TO_COMPLETE draft, or COMPLETED before its preview), with `typing` (a draft's group half-typed) added
 * to the answers given; resolves with the contract's id.
 */
export const saveContract = async (
  contract: NewContract,
  id: string | null,
  status: ContractStatus,
  typing: Answers = {},
): Promise<string> => {
  // No name: the server keeps the one the lawyer gave, or names the document by its title and first party.
  const body = { type: contract.type, status, answers: { ...answersOf(contract), ...typing } };
  const saved = id
    ? await apiData<{ id: string }>({ method: 'PUT', route: '/contract/{id}', params: { id }, body })
    : await apiData<{ id: string }>({ method: 'PUT', route: '/contract', body });
  return saved.id;
};
