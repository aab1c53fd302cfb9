import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { isStaff, type Role } from '@redigo/shared/roles';
import { NotFoundError } from '../../errors/app-errors';
import { contractCallerOf, guardContract, type ContractAction } from '../../security/contract-access-policy';
import type { Principal } from '../../security/principal';
import { isDeleted, type TemplateRecord } from '../templates';
import type { ContractDeps } from './contract-deps';
import type { ContractRecord } from './contract-record';

export { contractCallerOf };

/** A template the caller may answer: not deleted, and PUBLISHED for a user (404 otherwise, so ids can't be probed). */
export const answerableTemplate = (template: TemplateRecord | undefined, role: Role): TemplateRecord => {
  if (!template || isDeleted(template) || (!isStaff(role) && template.status !== 'PUBLISHED'))
    throw new NotFoundError(messages.templateNotFound);
  return template;
};

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
