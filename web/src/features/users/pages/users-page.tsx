import { useState } from 'react';
import type { User, UserStatus } from '@redigo/shared/domain/user';
import { adminMessages } from '@redigo/shared/messages/admin';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmailAddress } from '../../../components/ui/email-address';
import { PageHeader } from '../../../components/ui/card';
import { PagedTable } from '../../../components/ui/paged-table';
import { actionsColumn, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { useListParams } from '../../../lib/use-list-params';
import { changeUserStatus, useUsersPage } from '../api/users-api';
import { BarRegistration } from '../components/bar-registration';
import {
  confirmationOf,
  roleLabels,
  statusActions,
  statusLabels,
  statusTones,
  type StatusAction,
} from '../components/user-status';
import '../../../components/ui/staff.css';

/** USERS: the accounts with their marketing consent and status, and the status changes an admin may make. */
export const UsersPage = () => {
  const toast = useToast();
  const me = useSession().user?.id;
  const [params, setParams] = useListParams();
  const users = useUsersPage(params.page);
  const [confirming, setConfirming] = useState<{ user: User; action: StatusAction } | null>(null);

  const change = async (user: User, status: UserStatus) => {
    const loading = toast.loading(adminMessages.userStatusLoading);
    try {
      await changeUserStatus(user.id, status);
      toast.success(adminMessages.userStatusDone, loading);
    } catch (failure) {
      toast.error(errorMessageOf(failure), loading);
    }
    await users.mutate();
  };

  const columns: TableColumn<User>[] = [
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
            onClick={() => (action.confirm ? setConfirming({ user: u, action }) : void change(u, action.to))}
          >
            {action.label}
          </Button>
        )),
      { className: 'row-actions row-actions--stack', nowrap: false },
    ),
  ];

  return (
    <>
      <PageHeader title="Utenti" subtitle="Le registrazioni da approvare e gli account attivi o sospesi." />
      <PagedTable
        list={users}
        loading="Caricamento degli utenti..."
        onPage={(page) => setParams({ page })}
        caption="Utenti"
        variant="userTable"
        columns={columns}
        empty={adminMessages.noUsers}
        shown={(rows) => rows.filter((u) => u.status !== 'cancellato')}
      />
      {confirming && (
        <ConfirmDialog
          open
          title={
            confirmationOf(confirming.action, `${confirming.user.name} ${confirming.user.surname}`).title
          }
          confirmLabel={confirming.action.label}
          cancelLabel="Annulla"
          onConfirm={() => {
            setConfirming(null);
            void change(confirming.user, confirming.action.to);
          }}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {confirmationOf(confirming.action, `${confirming.user.name} ${confirming.user.surname}`).text}
          </p>
          {confirming.action.label === 'Accetta' && <BarRegistration user={confirming.user} />}
        </ConfirmDialog>
      )}
    </>
  );
};
