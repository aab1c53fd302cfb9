import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { ConflictError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { contractFor } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { isPaid } from './contract-record';
import { StaleContractError } from './contract-repository';

/**
 * DELETE /contract/{id}: the owner deletes a contract not bought (a draft, or a completed one left unpaid); 404
 * for anyone else's, 409 once it is paid (a purchased document stays in the archive) or when it changed meanwhile.
 */
export const deleteContract = async (
  deps: Pick<ContractDeps, 'contracts' | 'studios'>,
  caller: Principal,
  id: string,
): Promise<void> => {
  const previous = await contractFor(deps, caller, id, 'own');
  if (isPaid(previous)) throw new ConflictError(messages.paidCannotDelete);
  try {
    await deps.contracts.remove(previous);
  } catch (error) {
    if (!(error instanceof StaleContractError)) throw error;
    const stored = await deps.contracts.findById(id);
    throw new ConflictError(stored && isPaid(stored) ? messages.paidCannotDelete : messages.staleContract);
  }
};
