import { adminMessages } from '@redigo/shared/messages/admin';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PageHeader } from '../../../components/ui/card';
import { PagedTable } from '../../../components/ui/paged-table';
import { BarRegistration } from '../components/bar-registration';
import { userColumns } from '../components/user-columns';
import { confirmationOf } from '../components/user-status';
import { useUsersList } from './use-users-list';
import '../../../components/ui/staff.css';

/** USERS: the accounts with their marketing consent and status, and the status changes an admin may make. */
export const UsersPage = () => {
  const { me, setParams, users, confirming, setConfirming, choose, confirm } = useUsersList();
  const columns = userColumns({ me, onStatus: choose });

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
          onConfirm={confirm}
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
