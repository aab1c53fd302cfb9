import { CLIENT_LINK_LIMITS as LIMITS, type ClientLinkOpened } from '@redigo/shared/domain/client-link';
import { clientLinkMessages as messages } from '@redigo/shared/messages/client-links';
import {
  BadRequestError,
  LinkLockedError,
  NotFoundError,
  TooManyRequestsError,
} from '../../errors/app-errors';
import { hashToken } from '../../security/opaque-token';
import type { ClientLinkDeps } from './client-link-deps';
import { changed, type ClientLinkRecord } from './client-link-record';
import { StaleLinkError } from './client-link-repository';
import { codeMatches, hashCode, newLinkCode } from './link-token';
import { askingLawyer, mailedLink, workingLink } from './link-access';
import { sendMail } from './send-mail';

const HOUR_MS = 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{1,200}$/;
/** How many times a write on a link is tried again after a concurrent one on the same link. */
const ATTEMPTS = 8;

/** The link of a token (a token of another shape names none): 404 when unknown. */
const linkOfToken = async (deps: Pick<ClientLinkDeps, 'links'>, token: string): Promise<ClientLinkRecord> => {
  const link = TOKEN_SHAPE.test(token) ? await deps.links.findByToken(hashToken(token)) : undefined;
  if (!link) throw new NotFoundError(messages.unknownLink);
  return link;
};

/**
 * Runs `step` on the link as stored, reading it again and running it again while another write on the same link
 * came first; `step` checks the link's state each time (it may have been revoked or locked meanwhile).
 */
const onLink = async <T>(
  deps: Pick<ClientLinkDeps, 'links'>,
  link: ClientLinkRecord,
  step: (current: ClientLinkRecord) => Promise<T>,
): Promise<T> => {
  let current = link;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step(current);
    } catch (error) {
      if (!(error instanceof StaleLinkError) || attempt >= ATTEMPTS) throw error;
      current = (await deps.links.findById(link.id)) ?? current;
    }
  }
};

const isSubmitted = (link: ClientLinkRecord): boolean =>
  link.state === 'submitted' || link.state === 'reviewed';

/** A token's link that the client may still open, and what its first screen says: who asks and for what. */
const openingOf = async (deps: ClientLinkDeps, token: string) => {
  const found = await linkOfToken(deps, token);
  const [{ contract }, lawyer] = await Promise.all([workingLink(deps, found), askingLawyer(deps, found)]);
  const opened = (link: ClientLinkRecord, submitted: boolean): ClientLinkOpened => ({
    lawyer: { name: lawyer.name, surname: lawyer.surname, ...(lawyer.studio && { studio: lawyer.studio }) },
    title: contract.title,
    expires_at: link.expiresAt,
    submitted,
  });
  return { found, contract, lawyer, opened };
};

/**
 * POST /client/preview: what POST /client/open answers, with no code sent and nothing recorded, for the link's first
 * screen (who asks and for what, before «Continua»): a mail scanner that runs the page spends nothing. Unknown token
 * 404, expired or revoked 410, locked 423.
 */
export const previewClientLink = async (deps: ClientLinkDeps, token: string): Promise<ClientLinkOpened> => {
  const { found, opened } = await openingOf(deps, token);
  return opened(found, isSubmitted(found));
};

/**
 * POST /client/open: who asks and for what, and a 6-digit code mailed to the link's address, valid 15 minutes (a new
 * one replaces the one before; at most 5 per link in any hour, then 429). A submitted link sends no code. Unknown
 * token 404, expired or revoked 410, locked 423.
 */
export const openClientLink = async (deps: ClientLinkDeps, token: string): Promise<ClientLinkOpened> => {
  const { found, contract, lawyer, opened } = await openingOf(deps, token);
  if (isSubmitted(found)) return opened(found, true);
  const code = newLinkCode();
  const link = await onLink(deps, found, async (current) => {
    await workingLink(deps, current);
    const now = deps.clock.now();
    const recent = current.codesSent.filter((at) => now.getTime() - Date.parse(at) < HOUR_MS);
    if (recent.length >= LIMITS.codesPerHour) {
      const waitMs = Math.max(0, Date.parse(recent[0] ?? '') + HOUR_MS - now.getTime());
      const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
      throw new TooManyRequestsError(messages.tooManyCodes(minutes), Math.ceil(waitMs / 1000) || 60);
    }
    const at = now.toISOString();
    const expiresAt = new Date(now.getTime() + LIMITS.codeMinutes * MINUTE_MS).toISOString();
    const next = changed(
      current,
      { code: { hash: hashCode(current.id, code), expiresAt }, codesSent: [...recent, at] },
      { event: 'code_sent', at },
    );
    await deps.links.update(next, current);
    return next;
  });
  await sendMail(
    deps,
    deps.mails.code(lawyer, mailedLink(link, contract.title), code, LIMITS.codeMinutes),
    'client-code',
  );
  return opened(link, false);
};

/**
 * POST /client/verify: the right code gives a client token for this link (2 hours); any other 400 (WRONG_CODE, or
 * CODE_EXPIRED when no code is outstanding: expired or already used), and the fifth in a row locks the link (423 from
 * then on, the right code too) and mails the lawyer. A code not of 6 digits never reaches here (400, uncounted).
 */
export const verifyClientCode = async (
  deps: ClientLinkDeps,
  token: string,
  code: string,
): Promise<{ clientToken: string }> => {
  const found = await linkOfToken(deps, token);
  const outcome = await onLink(deps, found, async (current) => {
    const { contract } = await workingLink(deps, current);
    const now = deps.clock.now();
    const at = now.toISOString();
    const live =
      current.code && now.getTime() < Date.parse(current.code.expiresAt) ? current.code : undefined;
    if (live && codeMatches(current.id, code, live.hash)) {
      const state = current.state === 'sent' ? 'opened' : current.state;
      await deps.links.update(
        changed(current, { code: undefined, failedCodes: 0, state }, { event: 'opened', at }),
        current,
      );
      return { kind: 'opened' as const };
    }
    const failedCodes = current.failedCodes + 1;
    if (failedCodes < LIMITS.wrongCodesToLock) {
      await deps.links.update(changed(current, { failedCodes }, { event: 'code_failed', at }), current);
      return { kind: 'wrong' as const, left: LIMITS.wrongCodesToLock - failedCodes, expired: !live };
    }
    const locked = changed(
      current,
      { code: undefined, failedCodes, state: 'locked' },
      { event: 'code_failed', at },
      { event: 'locked', at },
    );
    await deps.links.update(locked, current);
    return { kind: 'locked' as const, locked, title: contract.title };
  });
  if (outcome.kind === 'opened') return { clientToken: await deps.clientTokens.issue({ linkId: found.id }) };
  if (outcome.kind === 'locked') {
    const lawyer = await askingLawyer(deps, outcome.locked);
    await sendMail(
      deps,
      deps.mails.locked(lawyer, mailedLink(outcome.locked, outcome.title)),
      'client-locked',
    );
    throw new LinkLockedError(messages.linkLocked);
  }
  if (outcome.expired)
    throw new BadRequestError(messages.codeExpired(outcome.left), undefined, 'CODE_EXPIRED');
  throw new BadRequestError(messages.wrongCode(outcome.left), undefined, 'WRONG_CODE');
};
