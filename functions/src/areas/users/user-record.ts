import type { Role } from '@redigo/shared/roles';
import type { SessionUser, User, UserStatus } from '@redigo/shared/domain/user';
import { NamedError } from '../../errors/named-error';

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
 * A user as stored in the users table, in the admin's list of users. Its PEC belongs to no other account: the
 * repository keeps it so in the same transaction as the account's creation.
 */
export interface UserRecord {
  id: string;
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
export class DuplicatePecError extends NamedError {}

/** PEC addresses compare case-insensitively and without surrounding spaces. */
export const normalizePec = (pec: string): string => pec.trim().toLowerCase();

/** A new account as of `at`: no newsletter unless told, no consents unless given, created and updated at `at`. */
export const newUserRecord = (
  account: Omit<UserRecord, 'newsletter' | 'createdAt' | 'updatedAt'> & { newsletter?: boolean },
  at: string,
): UserRecord => ({ ...account, newsletter: account.newsletter ?? false, createdAt: at, updatedAt: at });

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
