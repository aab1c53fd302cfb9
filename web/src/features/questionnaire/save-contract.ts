import type { ContractStatus } from '@redigo/shared/domain/contract';
import { apiData } from '../../lib/api-client';
import { answersOf, type NewContract } from './new-contract-store';

/**
 * PUT /contract (the first save, `id` null) or PUT /contract/{id}: the compilation and its answers as a contract in
 * `status` (a TO_COMPLETE draft, or COMPLETED before its preview); resolves with the contract's id.
 */
export const saveContract = async (
  contract: NewContract,
  id: string | null,
  status: ContractStatus,
): Promise<string> => {
  // No name: the server keeps the one the lawyer gave, or names the document by its title and first party.
  const body = { type: contract.type, status, answers: answersOf(contract) };
  const saved = id
    ? await apiData<{ id: string }>({ method: 'PUT', route: '/contract/{id}', params: { id }, body })
    : await apiData<{ id: string }>({ method: 'PUT', route: '/contract', body });
  return saved.id;
};
