import { INVITATION_DAYS, type Studio, type StudioInvitation } from '@redigo/shared/domain/studio';
import { studioMessages as messages } from '@redigo/shared/messages/studios';
import type { InvitationBody } from '@redigo/shared/schemas/studios';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { asConflict, revised, titolareStudio } from './studio-access';
import type { StudioDeps } from './studio-deps';
import { hashInvitationToken, newInvitationToken } from './invitation-token';
import type { InvitationEntry, StudioRecord } from './studio-record';
import { AlreadyInStudioError, StudioChangedError } from './studio-repository';
import { toStudio } from './studio-view';

const DAY_MS = 24 * 60 * 60 * 1000;
const ACCEPT_ATTEMPTS = 5;

const samePec = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The invitations still pending at `now`: neither used, revoked nor expired. */
const pendingOf = (studio: StudioRecord, now: Date): [string, InvitationEntry][] =>
  Object.entries(studio.invitations).filter(([, entry]) => Date.parse(entry.expires_at) > now.getTime());

const toInvitation = ([id, entry]: [string, InvitationEntry]): StudioInvitation => ({
  id,
  pec: entry.pec,
  role: entry.role,
  expires_at: entry.expires_at,
});

/**
 * POST /studio/invitations: the titolare invites a PEC with a role; the link mailed is valid 14 days and works once.
 * A member's PEC, or one already invited and pending: 409. A mail that fails is logged; the invitation stays.
 */
export const invite = async (
  deps: StudioDeps,
  caller: Principal,
  body: InvitationBody,
): Promise<StudioInvitation> => {
  const previous = await titolareStudio(deps, caller);
  const now = deps.clock.now();
  const accounts = await deps.accounts.accountsOf(Object.keys(previous.members));
  if ([...accounts.values()].some((account) => samePec(account.pec, body.pec)))
    throw new ConflictError(messages.alreadyMember);
  const pending = pendingOf(previous, now);
  if (pending.some(([, entry]) => samePec(entry.pec, body.pec)))
    throw new ConflictError(messages.alreadyInvited);
  const token = newInvitationToken();
  const id = deps.ids.newId();
  const entry: InvitationEntry = {
    pec: body.pec.trim(),
    role: body.role,
    expires_at: new Date(now.getTime() + INVITATION_DAYS * DAY_MS).toISOString(),
    tokenHash: hashInvitationToken(token),
    invitedBy: caller.userId,
  };
  const next = revised(previous, now.toISOString(), {
    invitations: Object.fromEntries([...pending, [id, entry]]),
  });
  await deps.studios
    .commit({
      previous,
      next,
      addToken: {
        tokenHash: entry.tokenHash,
        invitationId: id,
        studioId: previous.id,
        expiresAt: entry.expires_at,
      },
    })
    .catch(asConflict);
  const invitation = toInvitation([id, entry]);
  const inviter = accounts.get(caller.userId) ?? { name: '', surname: '', pec: '' };
  try {
    await deps.mailer.send(
      deps.invitationMail({ invitation, token, denominazione: previous.denominazione, inviter }),
    );
  } catch (error) {
    deps.logger.log('error', 'Studio invitation mail not sent', {
      error: error instanceof Error ? error.name : typeof error,
    });
  }
  return invitation;
};

/** GET /studio/invitations: the titolare's pending invitations, soonest to expire first. */
export const listInvitations = async (deps: StudioDeps, caller: Principal): Promise<StudioInvitation[]> => {
  const studio = await titolareStudio(deps, caller);
  return pendingOf(studio, deps.clock.now())
    .sort(([, a], [, b]) => a.expires_at.localeCompare(b.expires_at))
    .map(toInvitation);
};

/** DELETE /studio/invitations/{id}: the invitation and its token are gone; its link finds nothing (404). */
export const revokeInvitation = async (deps: StudioDeps, caller: Principal, id: string): Promise<void> => {
  const previous = await titolareStudio(deps, caller);
  const entry = Object.hasOwn(previous.invitations, id) ? previous.invitations[id] : undefined;
  if (!entry) throw new NotFoundError(messages.invitationNotFound);
  const invitations = Object.fromEntries(Object.entries(previous.invitations).filter(([key]) => key !== id));
  const next = revised(previous, deps.clock.now().toISOString(), { invitations });
  await deps.studios.commit({ previous, next, dropToken: entry.tokenHash }).catch(asConflict);
};

/** The invitation a token opens, still pending; 404 for an unknown, used, revoked or expired one. */
const openInvitation = async (deps: StudioDeps, tokenHash: string) => {
  const token = await deps.studios.invitationToken(tokenHash);
  const studio = token && (await deps.studios.find(token.studioId));
  const entry =
    token && studio && Object.hasOwn(studio.invitations, token.invitationId)
      ? studio.invitations[token.invitationId]
      : undefined;
  if (
    !token ||
    !studio ||
    !entry ||
    entry.tokenHash !== tokenHash ||
    Date.parse(entry.expires_at) <= deps.clock.now().getTime()
  )
    throw new NotFoundError(messages.invitationNotFound);
  return { studio, entry, invitationId: token.invitationId };
};

/**
 * POST /studio/invitations/accept: the invited account joins with the role offered, in one transaction that
 * spends the token and creates the account's membership only if it has none, so that a token works once and
 * concurrent accepts for two studios leave the account in exactly one. 404 for a token that opens nothing, 403
 * when the caller's PEC is not the invited one, 409 when the caller belongs to a studio.
 */
export const acceptInvitation = async (
  deps: StudioDeps,
  caller: Principal,
  token: string,
): Promise<Studio> => {
  const tokenHash = hashInvitationToken(token);
  for (let attempt = 1; ; attempt += 1) {
    const { studio, entry, invitationId } = await openInvitation(deps, tokenHash);
    const account = (await deps.accounts.accountsOf([caller.userId])).get(caller.userId);
    if (!account || !samePec(account.pec, entry.pec)) throw new ForbiddenError(messages.invitationForAnother);
    if (await deps.studios.membershipOf(caller.userId)) throw new ConflictError(messages.alreadyInStudio);
    const now = deps.clock.now().toISOString();
    const next = revised(studio, now, {
      members: { ...studio.members, [caller.userId]: { role: entry.role, joinedAt: now } },
      invitations: Object.fromEntries(
        Object.entries(studio.invitations).filter(([id]) => id !== invitationId),
      ),
    });
    try {
      await deps.studios.commit({
        previous: studio,
        next,
        join: { userId: caller.userId, role: entry.role },
        spendToken: tokenHash,
      });
      return await toStudio(deps, next);
    } catch (error) {
      if (error instanceof AlreadyInStudioError) throw new ConflictError(messages.alreadyInStudio);
      if (!(error instanceof StudioChangedError) || attempt >= ACCEPT_ATTEMPTS) asConflict(error);
    }
  }
};
