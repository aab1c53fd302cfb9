import type { Billing } from './invoice';

/**
 * The roles in a studio (docs/api.md, "The studio: several lawyers, one firm"): the `titolare` manages the members
 * and the studio's data, an `avvocato` is a member lawyer, a `collaboratore` prepares drafts and may neither buy nor
 * download a bought document.
 */
export const STUDIO_ROLES = ['titolare', 'avvocato', 'collaboratore'] as const;
export type StudioRole = (typeof STUDIO_ROLES)[number];

/** Whether a contract is the whole studio's or its owner's alone. */
export const CONTRACT_VISIBILITIES = ['studio', 'riservato'] as const;
export type ContractVisibility = (typeof CONTRACT_VISIBILITIES)[number];

/** Which contracts GET /contract lists for a member: the caller's own, the studio's, or both (the default). */
export const CONTRACT_SCOPES = ['mine', 'studio', 'all'] as const;
export type ContractScope = (typeof CONTRACT_SCOPES)[number];

/** A member as GET /studio shows them. */
export interface StudioMember {
  userId: string;
  name: string;
  surname: string;
  pec: string;
  role: StudioRole;
  joinedAt: string;
}

/** A studio with its members; `denominazione` is its billing data's own. */
export interface Studio {
  id: string;
  denominazione: string;
  billing: Billing & { kind: 'studio' };
  members: StudioMember[];
  createdAt: string;
}

/** A pending invitation, as its titolare sees it (never its token). */
export interface StudioInvitation {
  id: string;
  pec: string;
  role: StudioRole;
  expires_at: string;
}

/** A row of GET /studio/invoices: one invoice of the studio, with the member who bought. */
export interface StudioInvoiceItem {
  id: string;
  number: string | null;
  year: number | null;
  date: string;
  status: string;
  totale: number;
  buyer: { id: string; name: string; surname: string };
}

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
