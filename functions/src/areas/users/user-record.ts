import type { Role } from '@redigo/shared/roles';
import type { SessionUser, User, UserStatus } from '@redigo/shared/domain/user';

/**
 * When each consent was given (ISO timestamps). `newsletter` is the latest opt-in, `newsletter_withdrawn`
 * the latest opt-out after it.
 */
export interface ConsentTimestamps {
  terms_acceptance?: string;
  privacy?: string;
  terms_art_9_10?: string;
  newsletter?: string;
  newsletter_withdrawn?: string;
}

/**
 * A user as stored in the users table. `listKey` puts it in the `by-list` index (admin's users list);
 * its PEC is unique through a marker item `pec#<pec>` written in the same transaction.
 */
export interface UserRecord {
  id: string;
  listKey: 'USER';
  name: string;
  surname: string;
  pec: string;
  passwordHash: string;
  role: Role;
  status: UserStatus;
  newsletter: boolean;
  email_verified: boolean;
  consents?: ConsentTimestamps;
  /** Given at registration (optional through the API): the operator checks them on the Bar register. */
  ordine?: string;
  codice_fiscale?: string;
  createdAt: string;
  updatedAt: string;
}

/** Thrown when a PEC is already registered. */
export class DuplicatePecError extends Error {}

export const pecMarkerId = (pec: string): string => `pec#${normalizePec(pec)}`;

/** PEC addresses compare case-insensitively and without surrounding spaces. */
export const normalizePec = (pec: string): string => pec.trim().toLowerCase();

export const toUser = (record: UserRecord): User => ({
  id: record.id,
  name: record.name,
  surname: record.surname,
  pec: record.pec,
  role: record.role,
  status: record.status,
  newsletter: record.newsletter,
  email_verified: record.email_verified,
  ...(record.ordine ? { ordine: record.ordine } : {}),
  ...(record.codice_fiscale ? { codice_fiscale: record.codice_fiscale } : {}),
  createdAt: record.createdAt,
});

export const toSessionUser = (record: UserRecord): SessionUser => ({
  id: record.id,
  name: record.name,
  surname: record.surname,
  status: record.status,
  role: record.role,
  newsletter: record.newsletter,
});
