import type {
  ClientLinkEvent,
  ClientLinkEventEntry,
  ClientLinkStatus,
  Proposal,
} from '@redigo/shared/domain/client-link';
import type { Answers } from '@redigo/shared/domain/question';

/** Where a link stands; `expired` is not stored: a link past its expiry while `sent` or `opened` is expired. */
export type ClientLinkState = 'sent' | 'opened' | 'submitted' | 'reviewed' | 'revoked' | 'locked';

/**
 * A link asking a client for their data (docs/api.md, "The client's data by link"), one item in the client-links
 * table. Its token is stored only hashed (`tokenHash`), as is the code mailed (`code.hash`). `version` grows by one
 * on every write, each conditional on the version read.
 */
export interface ClientLinkRecord {
  id: string;
  contractId: string;
  /** The lawyer who made it: the mails and the form name them. */
  ownerId: string;
  /** The client's address and name, for the mails. */
  email: string;
  name: string;
  message?: string;
  /** The top-level variables the client answers. */
  questions: string[];
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  state: ClientLinkState;
  events: ClientLinkEventEntry[];
  /** The code mailed last, while it may still be used: its hash and until when. */
  code?: { hash: string; expiresAt: string };
  /** When each code of the last hour was mailed. */
  codesSent: string[];
  /** Wrong codes in a row: the fifth locks the link. */
  failedCodes: number;
  version: number;
}

/** The client's answers to a link: their work as saved, then as submitted. */
export interface ClientWorkRecord {
  answers: Answers;
  updatedAt: string;
}

/** A submitted link's proposals, with the version every decision writes conditionally on. */
export interface ProposalsRecord {
  proposals: Proposal[];
  version: number;
}

/** The events a link keeps at most: the first (its creation) and the latest ones. */
const EVENTS_KEPT = 200;

/** The link with one more event; saves in a row count as one, at the time of the last. */
const withEvent = (
  link: ClientLinkRecord,
  event: ClientLinkEvent,
  at: string,
): ClientLinkRecord['events'] => {
  const last = link.events[link.events.length - 1];
  const events =
    event === 'saved' && last?.event === 'saved'
      ? [...link.events.slice(0, -1), { event, at }]
      : [...link.events, { event, at }];
  return events.length > EVENTS_KEPT
    ? [events[0] as ClientLinkEventEntry, ...events.slice(1 - EVENTS_KEPT)]
    : events;
};

/** Whether the link has passed its expiry. */
export const isExpired = (link: ClientLinkRecord, now: Date): boolean =>
  now.getTime() >= Date.parse(link.expiresAt);

/** The status the lawyer reads. */
export const statusOf = (link: ClientLinkRecord, now: Date): ClientLinkStatus =>
  (link.state === 'sent' || link.state === 'opened') && isExpired(link, now) ? 'expired' : link.state;

/** The link one write further, with its events; `code: undefined` forgets the code. */
export const changed = (
  link: ClientLinkRecord,
  change: Partial<ClientLinkRecord>,
  ...events: { event: ClientLinkEvent; at: string }[]
): ClientLinkRecord => {
  const { code: _code, ...rest } = link;
  const next: ClientLinkRecord = {
    ...(Object.hasOwn(change, 'code') ? rest : link),
    ...change,
    version: link.version + 1,
  };
  if (next.code === undefined) delete next.code;
  for (const { event, at } of events) next.events = withEvent(next, event, at);
  return next;
};
