import { USER_STATUS_TRANSITIONS, type UserStatus } from '@redigo/shared/domain/user';
import type { BadgeTone } from '../../../components/ui/badge';

/** A status as the users table shows it. */
export const statusLabels: Record<UserStatus, string> = {
  'in attesa': 'In attesa',
  confermato: 'Confermato',
  sospeso: 'Sospeso',
  rifiutato: 'Rifiutato',
  cancellato: 'Cancellato',
};

export const statusTones: Record<UserStatus, BadgeTone> = {
  'in attesa': 'warning',
  confermato: 'success',
  sospeso: 'error',
  rifiutato: 'neutral',
  cancellato: 'neutral',
};

export type StatusActionLabel = 'Accettato' | 'Rifiutato' | 'Sospeso' | 'Riabilitato';

export interface StatusAction {
  label: StatusActionLabel;
  to: UserStatus;
}

const labelOf = (from: UserStatus, to: UserStatus): StatusActionLabel => {
  if (to === 'rifiutato') return 'Rifiutato';
  if (to === 'sospeso') return 'Sospeso';
  return from === 'sospeso' ? 'Riabilitato' : 'Accettato';
};

/** The actions an admin has on an account in `status`, following the spec's transitions (section 4). */
export const statusActions = (status: UserStatus): StatusAction[] =>
  (USER_STATUS_TRANSITIONS[status] ?? []).map((to) => ({ to, label: labelOf(status, to) }));
