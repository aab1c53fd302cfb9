import type { StudioRole } from '@redigo/shared/domain/studio';
import { studioMessages as messages } from '@redigo/shared/messages/studios';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { asConflict, callerStudio, revised, titolareStudio } from './studio-access';
import type { StudioDeps } from './studio-deps';
import { titolariOf, type StudioRecord } from './studio-record';

const memberOf = (studio: StudioRecord, userId: string) => {
  const member = Object.hasOwn(studio.members, userId) ? studio.members[userId] : undefined;
  if (!member) throw new NotFoundError(messages.memberNotFound);
  return member;
};

const isLastTitolare = (studio: StudioRecord, userId: string): boolean => {
  const titolari = titolariOf(studio);
  return titolari.length === 1 && titolari[0] === userId;
};

/** PUT /studio/members/{userId}: the titolare gives a member a role; the last titolare keeps theirs (409). */
export const changeMemberRole = async (
  deps: StudioDeps,
  caller: Principal,
  userId: string,
  role: StudioRole,
): Promise<void> => {
  const previous = await titolareStudio(deps, caller);
  const member = memberOf(previous, userId);
  if (member.role === role) return;
  if (isLastTitolare(previous, userId)) throw new ConflictError(messages.lastTitolareRole);
  const next = revised(previous, deps.clock.now().toISOString(), {
    members: { ...previous.members, [userId]: { ...member, role } },
  });
  await deps.studios.commit({ previous, next, setRole: { userId, role } }).catch(asConflict);
};

/**
 * DELETE /studio/members/{userId}: the titolare removes a member, or a member leaves. Its membership item goes in
 * the same transaction, so the member loses the studio's contracts and contacts at the next request. The last
 * titolare may leave only a studio without other members (409).
 */
export const removeMember = async (deps: StudioDeps, caller: Principal, userId: string): Promise<void> => {
  const leaving = userId === caller.userId;
  const previous = leaving ? await callerStudio(deps, caller) : await titolareStudio(deps, caller);
  if (!leaving && previous.members[caller.userId]?.role !== 'titolare')
    throw new ForbiddenError(messages.titolareOnly);
  memberOf(previous, userId);
  const others = Object.keys(previous.members).filter((id) => id !== userId);
  if (isLastTitolare(previous, userId) && others.length > 0)
    throw new ConflictError(messages.lastTitolareLeaves);
  const next = revised(previous, deps.clock.now().toISOString(), {
    members: Object.fromEntries(Object.entries(previous.members).filter(([id]) => id !== userId)),
  });
  await deps.studios.commit({ previous, next, leave: userId }).catch(asConflict);
};
