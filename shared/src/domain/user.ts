import type { Role } from '../roles';

/** Account states: pending until an operator checks the Bar registration. */
export const USER_STATUSES = ['in attesa', 'confermato', 'sospeso', 'rifiutato', 'cancellato'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

/** The transitions an admin may make (docs/product-spec.md section 4). */
export const USER_STATUS_TRANSITIONS: Readonly<Record<UserStatus, readonly UserStatus[]>> = {
  'in attesa': ['confermato', 'rifiutato'],
  confermato: ['sospeso'],
  sospeso: ['confermato'],
  rifiutato: [],
  cancellato: [],
};

export const canChangeStatus = (from: UserStatus, to: UserStatus): boolean =>
  USER_STATUS_TRANSITIONS[from].includes(to);

/** A user as the API shows it to admins and to the user themself. Never a password hash. */
export interface User {
  id: string;
  name: string;
  surname: string;
  pec: string;
  role: Role;
  status: UserStatus;
  newsletter: boolean;
  email_verified: boolean;
  /** The Ordine degli Avvocati and the codice fiscale given at registration, for the Bar register check. */
  ordine?: string;
  codice_fiscale?: string;
  createdAt: string;
}

/** The user the SPA keeps after login. */
export interface SessionUser {
  id: string;
  name: string;
  surname: string;
  status: UserStatus;
  role: Role;
  newsletter: boolean;
}
