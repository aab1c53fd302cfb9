import type { Billing } from '@redigo/shared/domain/invoice';
import type { StudioRole } from '@redigo/shared/domain/studio';

/** A member as the studio's item keeps them; their name and PEC are read from their account. */
export interface MemberEntry {
  role: StudioRole;
  joinedAt: string;
}

/** A pending invitation as the studio's item keeps it: its token only hashed. */
export interface InvitationEntry {
  pec: string;
  role: StudioRole;
  expires_at: string;
  tokenHash: string;
  invitedBy: string;
}

/**
 * A studio, one item in the studios table: its data, its members by user id and its pending invitations by id.
 * `revision` grows with every write; each write is conditional on the revision read, so two titolari never
 * overwrite each other's change.
 */
export interface StudioRecord {
  id: string;
  denominazione: string;
  billing: Billing;
  members: Record<string, MemberEntry>;
  invitations: Record<string, InvitationEntry>;
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** An invitation's token item: which invitation of which studio a token's hash opens. */
export interface InvitationToken {
  tokenHash: string;
  invitationId: string;
  studioId: string;
}

/** The user ids of a studio's titolari, oldest member first. */
export const titolariOf = (studio: StudioRecord): string[] =>
  Object.entries(studio.members)
    .filter(([, member]) => member.role === 'titolare')
    .sort(([, a], [, b]) => a.joinedAt.localeCompare(b.joinedAt))
    .map(([userId]) => userId);
