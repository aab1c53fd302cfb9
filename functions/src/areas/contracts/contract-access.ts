import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { isStaff, type Role } from '@redigo/shared/roles';
import { NotFoundError } from '../../errors/app-errors';
import { ownerOrAdmin } from '../../security/owner-or-admin';
import type { Principal } from '../../security/principal';
import { isDeleted, type TemplateRecord } from '../templates';
import type { ContractDeps } from './contract-deps';
import type { ContractRecord } from './contract-record';

/** A template the caller may answer: not deleted, and PUBLISHED for a user (404 otherwise, so ids can't be probed). */
export const answerableTemplate = (template: TemplateRecord | undefined, role: Role): TemplateRecord => {
  if (!template || isDeleted(template) || (!isStaff(role) && template.status !== 'PUBLISHED'))
    throw new NotFoundError(messages.templateNotFound);
  return template;
};

/** The caller's own contract, or 404 (another user's contract is as unknown as a missing one). */
export const ownContract = async (
  deps: Pick<ContractDeps, 'contracts'>,
  caller: Principal,
  id: string,
): Promise<ContractRecord> => {
  const record = await deps.contracts.findById(id);
  if (!record || record.userId !== caller.userId) throw new NotFoundError(messages.contractNotFound);
  return record;
};

/** A contract the caller may read: their own, or any for an admin; 404 otherwise. */
export const readableContract = async (
  deps: Pick<ContractDeps, 'contracts'>,
  caller: Principal,
  id: string,
): Promise<ContractRecord> => {
  return ownerOrAdmin(caller, await deps.contracts.findById(id), messages.contractNotFound);
};
