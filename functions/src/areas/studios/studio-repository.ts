import type { StudioRole } from '@redigo/shared/domain/studio';
import { NamedError } from '../../errors/named-error';
import type { StudioMembership } from '../../ports/studio-directory';
import type { InvitationToken, StudioRecord } from './studio-record';

/** The account joining already belongs to a studio (its membership item exists). */
export class AlreadyInStudioError extends NamedError {}
/** The studio changed since it was read, or the token was used or revoked meanwhile. */
export class StudioChangedError extends NamedError {}

/**
 * One change of a studio, written in one transaction: the studio's item (created, or replaced only at the revision
 * read), the members' membership items and the invitations' token items it moves.
 */
export interface StudioChange {
  /** Absent when the studio is created. */
  previous?: StudioRecord;
  next: StudioRecord;
  /** A membership item created only if the account has none (AlreadyInStudioError otherwise). */
  join?: { userId: string; role: StudioRole };
  /** A member's role, on their membership item. */
  setRole?: { userId: string; role: StudioRole };
  /** A membership item deleted. */
  leave?: string;
  /** A token item created, its TTL at the invitation's expiry. */
  addToken?: InvitationToken & { expiresAt: string };
  /** A token item deleted, only if it still exists (a replayed token fails with StudioChangedError). */
  spendToken?: string;
  /** A token item deleted whether or not it is still there (a revocation; its TTL may have removed it). */
  dropToken?: string;
}

/** The studios table (port; DynamoDB adapter in functions/src/infrastructure/dynamodb/studios). */
export interface StudioRepository {
  find(studioId: string): Promise<StudioRecord | undefined>;
  membershipOf(userId: string): Promise<StudioMembership | undefined>;
  invitationToken(tokenHash: string): Promise<InvitationToken | undefined>;
  commit(change: StudioChange): Promise<void>;
}
