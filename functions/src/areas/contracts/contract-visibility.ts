import type { ContractVisibility } from '@redigo/shared/domain/studio';
import { contractMessages } from '@redigo/shared/messages/contracts';
import { studioContractMessages as studioMessages } from '@redigo/shared/messages/studio-contracts';
import { ConflictError } from '../../errors/app-errors';
import { guardContract } from '../../security/contract-access-policy';
import type { Principal } from '../../security/principal';
import { contractCallerOf } from './contract-access';
import type { ContractDeps } from './contract-deps';
import type { ContractRecord } from './contract-record';
import { StaleContractError } from './contract-repository';

/**
 * PUT /contract/{id}/visibility (docs/api.md, "The studio"): its owner shares it with their studio (`studio`: 409
 * outside a studio) or keeps it to themself (`riservato`), paid or not; another member 403, anyone else 404.
 */
export const setContractVisibility = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
  visibility: ContractVisibility,
): Promise<ContractRecord> => {
  const who = await contractCallerOf(deps, caller);
  const previous = guardContract(
    who,
    await deps.contracts.findById(id),
    'own',
    contractMessages.contractNotFound,
  );
  if (visibility === 'studio' && !who.membership) throw new ConflictError(studioMessages.notInStudio);
  const studioId = visibility === 'studio' ? who.membership?.studioId : undefined;
  if (studioId === previous.studioId) return previous;
  const { studioId: _left, ...rest } = previous;
  const next: ContractRecord = {
    ...rest,
    ...(studioId && { studioId }),
    version: previous.version + 1,
    updatedAt: deps.clock.now().toISOString(),
  };
  try {
    await deps.contracts.share(next, previous);
  } catch (error) {
    if (error instanceof StaleContractError) throw new ConflictError(contractMessages.staleContract);
    throw error;
  }
  return next;
};
