import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { ConflictError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { contractFor } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { namedFields } from './contract-name';
import type { ContractRecord } from './contract-record';
import { StaleContractError } from './contract-repository';

/**
 * PUT /contract/{id}/name: the owner names their document (404 for anyone else), paid or not; '' gives it back its
 * default name (the title and the first party). Nothing else changes: a paid document keeps its stored bytes, and
 * only its download's file name follows the name. A contract changed since it was read: 409.
 */
export const renameContract = async (
  deps: Pick<ContractDeps, 'contracts' | 'clock' | 'studios'>,
  caller: Principal,
  id: string,
  name: string,
): Promise<ContractRecord> => {
  const previous = await contractFor(deps, caller, id, 'answer');
  const questions = previous.pinned?.json_questions ?? [];
  const { nameChosen: _chosen, ...rest } = previous;
  const next: ContractRecord = {
    ...rest,
    ...namedFields(previous.title, questions, previous.answers, name),
    version: previous.version + 1,
    updatedAt: deps.clock.now().toISOString(),
  };
  await deps.contracts.rename(next, previous).catch((error: unknown) => {
    throw error instanceof StaleContractError ? new ConflictError(messages.staleContract) : error;
  });
  return next;
};
