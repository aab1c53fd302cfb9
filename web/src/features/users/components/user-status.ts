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

export type StatusActionLabel = 'Accetta' | 'Rifiuta' | 'Sospendi' | 'Riabilita';

export interface StatusAction {
  label: StatusActionLabel;
  to: UserStatus;
  /** Asked for confirmation first: refusing and suspending (they take access away), and accepting (after the check). */
  confirm: boolean;
}

const labelOf = (from: UserStatus, to: UserStatus): StatusActionLabel => {
  if (to === 'rifiutato') return 'Rifiuta';
  if (to === 'sospeso') return 'Sospendi';
  return from === 'sospeso' ? 'Riabilita' : 'Accetta';
};

/** What the confirmation of an action says. */
export const confirmationOf = (action: StatusAction, person: string): { title: string; text: string } =>
  action.label === 'Accetta'
    ? {
        title: 'Accettare la registrazione?',
        text: `Prima di accettare, verifica l'iscrizione all'Albo di ${person}: riceverà una PEC con il link per accedere.`,
      }
    : action.to === 'rifiutato'
      ? {
          title: 'Rifiutare la registrazione?',
          text: `${person} non potrà accedere a Redigo. La decisione non si può annullare da questa pagina.`,
        }
      : {
          title: 'Sospendere l’account?',
          text: `${person} sarà disconnesso subito e non potrà accedere finché l’account non sarà riabilitato.`,
        };

/** The roles as the users table names them. */
export const roleLabels: Record<string, string> = {
  user: 'Avvocato',
  editor: 'Editor',
  admin: 'Amministratore',
};

/** The actions an admin has on an account in `status`, following the spec's transitions (section 4). */
export const statusActions = (status: UserStatus): StatusAction[] =>
  (USER_STATUS_TRANSITIONS[status] ?? []).map((to) => ({
    to,
    label: labelOf(status, to),
    confirm: to === 'rifiutato' || to === 'sospeso' || labelOf(status, to) === 'Accetta',
  }));
