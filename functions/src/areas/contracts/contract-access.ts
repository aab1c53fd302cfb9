import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { contractCallerOf, guardContract, type ContractAction } from '../../security/contract-access-policy';
import type { Principal } from '../../security/principal';
import type { ContractDeps } from './contract-deps';
import type { ContractRecord } from './contract-record';

export { contractCallerOf };

/**
 * The contract `id` when the caller may do `action` with it (security/contract-access-policy.ts, the one place
 * that decides): 404 when the caller may not see it, as for an unknown id; 403 when they see it but may not do this.
 */
export const contractFor = async (
  deps: Pick<ContractDeps, 'contracts' | 'studios'>,
  caller: Principal,
  id: string,
  action: ContractAction,
): Promise<ContractRecord> => {
  const [record, who] = await Promise.all([deps.contracts.findById(id), contractCallerOf(deps, caller)]);
  return guardContract(who, record, action, messages.contractNotFound);
};
