import type { Answers, AnswerValue, AskedQuestion } from './question';

/**
 * The client's data by link (docs/api.md, "The client's data by link"): a lawyer asks the client to type their own
 * data into a draft; the client answers the questions chosen, the lawyer reviews every answer.
 */

/** A link's status as the lawyer reads it. */
export const CLIENT_LINK_STATUSES = [
  'sent',
  'opened',
  'submitted',
  'reviewed',
  'expired',
  'revoked',
  'locked',
] as const;
export type ClientLinkStatus = (typeof CLIENT_LINK_STATUSES)[number];

/** What happened to a link, in order. */
export const CLIENT_LINK_EVENTS = [
  'created',
  'mailed',
  'code_sent',
  'code_failed',
  'opened',
  'saved',
  'submitted',
  'reviewed',
  'revoked',
  'locked',
] as const;
export type ClientLinkEvent = (typeof CLIENT_LINK_EVENTS)[number];

export interface ClientLinkEventEntry {
  event: ClientLinkEvent;
  at: string;
}

/** The bounds of a link (docs/api.md). */
export const CLIENT_LINK_LIMITS = {
  expiresDaysMin: 1,
  expiresDaysMax: 30,
  expiresDaysDefault: 7,
  messageMaxLength: 500,
  nameMaxLength: 120,
  /** A code is valid this long, and a new one replaces it. */
  codeMinutes: 15,
  /** Codes per link in any hour. */
  codesPerHour: 5,
  /** Wrong codes in a row that lock the link. */
  wrongCodesToLock: 5,
  /** A client token's life. */
  clientTokenHours: 2,
  privacyNoticeMaxLength: 10_000,
} as const;

export const PROPOSAL_STATUSES = ['pending', 'accepted', 'edited', 'rejected'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

/**
 * One answer the client gave, against the draft's: a top-level question (`variable`), or a group's field of one item
 * (`item` its 0-based index in the client's list, `field` the field's variable). `current` is the draft's answer when
 * the client submitted (null if none), `proposed` the client's; `changed` false when they are the same.
 */
export interface Proposal {
  variable: string;
  item?: number;
  field?: string;
  question: string;
  current: AnswerValue | null;
  proposed: AnswerValue;
  changed: boolean;
  status: ProposalStatus;
}

export const REVIEW_ACTIONS = ['accept', 'reject', 'edit'] as const;
export type ReviewAction = (typeof REVIEW_ACTIONS)[number];

/** The lawyer's decision on one proposal; `value` only with `edit`. */
export interface ReviewDecision {
  variable: string;
  item?: number;
  field?: string;
  action: ReviewAction;
  value?: AnswerValue;
}

/** GET /contract/{id}/client-link. */
export interface ClientLinkView {
  id: string;
  email: string;
  status: ClientLinkStatus;
  expires_at: string;
  questions: string[];
  events: ClientLinkEventEntry[];
  proposals: Proposal[];
}

/** Who asks, as the client's page shows it: `studio` only when there is one. */
export interface ClientLinkLawyer {
  name: string;
  surname: string;
  studio?: string;
}

/** POST /client/open. */
export interface ClientLinkOpened {
  lawyer: ClientLinkLawyer;
  title: string;
  expires_at: string;
  submitted: boolean;
}

/** A chosen question as the client's form serves it: as the questionnaire serves it. */
export type ClientQuestion = AskedQuestion;

/** GET /client/form. */
export interface ClientForm {
  lawyer: ClientLinkLawyer & { pec: string };
  title: string;
  privacy_notice: string;
  questions: ClientQuestion[];
  answers: Answers;
  submitted: boolean;
}

/** GET /user/{id}/privacy-notice: the text, and whether it is the one written for the lawyer. */
export interface PrivacyNotice {
  text: string;
  default: boolean;
}

/** A proposal's key: its variable, and for a group's field its item and field. */
export const proposalKey = (proposal: Pick<Proposal, 'variable' | 'item' | 'field'>): string =>
  proposal.item === undefined ? proposal.variable : `${proposal.variable}#${proposal.item}#${proposal.field}`;
