import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotificationCard } from '../../../components/ui/notification-card';
import { Table } from '../../../components/ui/table';
import type { Membership } from '../../../lib/studio-membership';
import { fullName, ROLE_HINTS, ROLE_LABELS, sortedMembers } from '../studio-rules';
import { memberColumns } from './member-columns';
import { useMemberActions } from './use-member-actions';

/** «Componenti»: who is in the studio and with which role; the titolare changes roles and removes members. */
export const MembersCard = ({ membership, userId }: { membership: Membership; userId: string }) => {
  const { busy, failure, removing, setRemoving, applyRole, confirmRemove } = useMemberActions();
  const columns = memberColumns({
    membership,
    userId,
    busy,
    onRole: (member, next) => void applyRole(member, next),
    onRemove: setRemoving,
  });

  return (
    <Card title="Componenti">
      <ul className="studio-roles">
        {(['titolare', 'avvocato', 'collaboratore'] as const).map((r) => (
          <li key={r}>
            <strong>{ROLE_LABELS[r]}</strong>: {ROLE_HINTS[r]}.
          </li>
        ))}
      </ul>
      {failure && (
        <NotificationCard variant="error" title="Operazione non riuscita">
          {failure}
        </NotificationCard>
      )}
      <Table
        caption="Componenti dello studio"
        variant="userTable"
        columns={columns}
        rows={sortedMembers(membership.studio.members).map((m) => ({ ...m, id: m.userId }))}
        empty="Nessun componente."
      />
      <ConfirmDialog
        open={removing !== null}
        title="Rimuovere dallo studio?"
        confirmLabel="Rimuovi"
        loading={busy !== null}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
      >
        <p>
          {removing ? fullName(removing) : ''} perderà subito l’accesso ai documenti e alla rubrica dello
          studio. I suoi documenti riservati restano suoi.
        </p>
      </ConfirmDialog>
    </Card>
  );
};
