import type { User } from '@redigo/shared/domain/user';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { EmailAddress } from '../../../components/ui/email-address';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { BarRegistration } from './bar-registration';
import { roleLabels, statusActions, statusLabels, statusTones, type StatusAction } from './user-status';

interface UserColumnsOptions {
  /** The signed-in admin: their own row offers no status change. */
  me: string | undefined;
  onStatus: (user: User, action: StatusAction) => void;
}

/** The accounts' columns: name, PEC (and bar registration), role, marketing consent, status, its changes. */
export const userColumns = ({ me, onStatus }: UserColumnsOptions): TableColumn<User>[] => [
  { key: 'name', header: 'Nome', render: (u) => u.name },
  { key: 'surname', header: 'Cognome', render: (u) => u.surname },
  {
    key: 'pec',
    header: 'Email',
    render: (u) => (
      <>
        <EmailAddress address={u.pec} />
        <BarRegistration user={u} compact />
      </>
    ),
  },
  { key: 'role', header: 'Ruolo', render: (u) => roleLabels[u.role] ?? u.role },
  { key: 'newsletter', header: 'Consenso Marketing', render: (u) => (u.newsletter ? 'Sì' : 'No') },
  {
    key: 'status',
    header: 'Status',
    render: (u) => <Badge tone={statusTones[u.status]}>{statusLabels[u.status]}</Badge>,
  },
  actionsColumn(
    (u) =>
      u.id !== me &&
      statusActions(u.status).map((action) => (
        <Button
          key={action.to}
          variant={action.to === 'confermato' ? 'primary' : 'outline'}
          size="sm"
          onClick={() => onStatus(u, action)}
        >
          {action.label}
        </Button>
      )),
    { className: 'row-actions row-actions--stack', nowrap: false },
  ),
];
