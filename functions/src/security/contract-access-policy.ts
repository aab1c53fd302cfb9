import { studioContractMessages as studioMessages } from '@redigo/shared/messages/studio-contracts';
import { ForbiddenError, NotFoundError } from '../errors/app-errors';
import type { StudioDirectory, StudioMembership } from '../ports/studio-directory';
import type { Principal } from './principal';

/** What the policy needs of a contract: its owner and, for a `studio` contract, its studio. */
export interface GuardedContract {
  userId: string;
  studioId?: string;
}

/**
 * What a caller does with a contract (docs/api.md, "The studio"):
 * - `read`: GET by id and detail, the preview, a copy or an update made from it (an admin reads any);
 * - `answer`: go on answering a draft, rename it;
 * - `link`: make, read, revoke and review its client link (the owner; another member if avvocato or titolare);
 * - `buy`: POST /payment, the cart, a free update claimed (never a collaboratore);
 * - `download`: the bought .docx, its PDF and its redline (an admin reads any; never a collaboratore);
 * - `own`: what only its owner does (the visibility, deleting it).
 */
export type ContractAction = 'read' | 'answer' | 'link' | 'buy' | 'download' | 'own';

/** The caller with their studio, as read at this request. */
export interface ContractCaller extends Pick<Principal, 'userId' | 'role'> {
  membership?: StudioMembership;
}

/** The caller with their studio as stored now (never from the session: a member removed loses access at once). */
export const contractCallerOf = async (
  deps: { studios: Pick<StudioDirectory, 'membershipOf'> },
  caller: Pick<Principal, 'userId' | 'role'>,
): Promise<ContractCaller> => {
  if (caller.role !== 'user') return caller;
  const membership = await deps.studios.membershipOf(caller.userId);
  return membership ? { ...caller, membership } : caller;
};

const ADMIN_MAY: readonly ContractAction[] = ['read', 'download'];

/**
 * Whether the caller sees the contract at all: its owner while it is riservato or while they are in its studio,
 * every member of its studio for a `studio` contract. A member who left keeps the riservato ones only.
 */
export const seesContract = (caller: ContractCaller, contract: GuardedContract): boolean => {
  if (contract.studioId === undefined) return contract.userId === caller.userId;
  return caller.membership?.studioId === contract.studioId;
};

/**
 * The one answer to "may this caller do this with this contract": nothing for yes, else the error to throw:
 * NotFoundError (404, as for an unknown id) when the caller may not see it, ForbiddenError (403) when they see it but
 * may not do this.
 */
export const contractRefusal = (
  caller: ContractCaller,
  contract: GuardedContract | undefined,
  action: ContractAction,
  notFound: string,
): Error | undefined => {
  if (!contract) return new NotFoundError(notFound);
  if (caller.role === 'admin' && ADMIN_MAY.includes(action)) return undefined;
  if (caller.role !== 'user' || !seesContract(caller, contract)) return new NotFoundError(notFound);
  const isOwner = contract.userId === caller.userId;
  const role = caller.membership?.role;
  switch (action) {
    case 'read':
    case 'answer':
      return undefined;
    case 'link':
      return isOwner || role !== 'collaboratore' ? undefined : new ForbiddenError(studioMessages.onlyLawyers);
    case 'buy':
    case 'download':
      return role === 'collaboratore' ? new ForbiddenError(studioMessages.collaboratoreMayNotBuy) : undefined;
    case 'own':
      return isOwner ? undefined : new ForbiddenError(studioMessages.ownerOnly);
  }
};

/** The contract when the caller may do `action` with it; throws `contractRefusal`'s error otherwise. */
export const guardContract = <T extends GuardedContract>(
  caller: ContractCaller,
  contract: T | undefined,
  action: ContractAction,
  notFound: string,
): T => {
  const refusal = contractRefusal(caller, contract, action, notFound);
  if (refusal || !contract) throw refusal ?? new NotFoundError(notFound);
  return contract;
};
