import { STUDIO_ROLES, type StudioRole } from '@redigo/shared/domain/studio';
import type { InvitationToken, StudioRecord } from '../../../areas/studios';
import type { StudioMembership } from '../../../ports/studio-directory';

/**
 * The studios table, keyed by `id`:
 * - `studio#<id>`: a studio, its members and pending invitations (StudioRecord);
 * - `member#<userId>`: an account's membership, `{studioId, role}`, created only if absent: one studio per account;
 * - `invitation#<sha256 of the token>`: what a token opens, deleted when used or revoked, expiring by TTL.
 */
export const studioItemId = (studioId: string): string => `studio#${studioId}`;
export const memberItemId = (userId: string): string => `member#${userId}`;
export const tokenItemId = (tokenHash: string): string => `invitation#${tokenHash}`;

export const toStudioItem = (record: StudioRecord): Record<string, unknown> => ({
  ...record,
  id: studioItemId(record.id),
  studioId: record.id,
});

export const fromStudioItem = (item: Record<string, unknown> | undefined): StudioRecord | undefined => {
  if (!item || typeof item.studioId !== 'string' || item.id !== studioItemId(item.studioId)) return undefined;
  const { studioId, ...rest } = item;
  return { ...(rest as unknown as StudioRecord), id: studioId };
};

const isStudioRole = (value: unknown): value is StudioRole => STUDIO_ROLES.includes(value as StudioRole);

export const fromMemberItem = (item: Record<string, unknown> | undefined): StudioMembership | undefined =>
  item && typeof item.studioId === 'string' && isStudioRole(item.role)
    ? { studioId: item.studioId, role: item.role }
    : undefined;

export const fromTokenItem = (item: Record<string, unknown> | undefined): InvitationToken | undefined =>
  item &&
  typeof item.tokenHash === 'string' &&
  typeof item.invitationId === 'string' &&
  typeof item.studioId === 'string'
    ? { tokenHash: item.tokenHash, invitationId: item.invitationId, studioId: item.studioId }
    : undefined;
