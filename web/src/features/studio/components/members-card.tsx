import { useState } from 'react';
import { formatDate } from '@redigo/shared/dates';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotificationCard } from '../../../components/ui/notification-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import type { StudioMember, StudioRole } from '@redigo/shared/domain/studio';
import type { Membership } from '../../../lib/studio-membership';
import { changeRole, removeMember } from '../api/studio-api';
import { memberActions, ROLE_HINTS, ROLE_LABELS, sortedMembers } from '../studio-rules';
import { MemberRole } from './member-role';

/** What a 409 on a member means here: the studio would be left with no titolare. */
const LAST_TITOLARE_ROLE =
  'Lo studio deve avere sempre un titolare: prima di cambiare il ruolo dell’unico titolare, nomina titolare un altro componente.';

const fullName = (member: StudioMember) => `${member.name} ${member.surname}`;

/** «Componenti»: who is in the studio and with which role; the titolare changes roles and removes members. */
export const MembersCard = ({ membership, userId }: { membership: Membership; userId: string }) => {
  const toast = useToast();
  const { studio, role } = membership;
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [removing, setRemoving] = useState<StudioMember | null>(null);
  const viewer = { userId, role };

  const applyRole = async (member: StudioMember, next: StudioRole) => {
    setFailure(null);
    setBusy(member.userId);
    try {
      await changeRole(member.userId, next);
      toast.success(`${fullName(member)} ora è ${next}.`);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 409 ? LAST_TITOLARE_ROLE : errorMessageOf(error),
      );
    }
    setBusy(null);
  };
  const confirmRemove = async () => {
    if (!removing) return;
    setBusy(removing.userId);
    setFailure(null);
    try {
      await removeMember(removing.userId);
      toast.success(`${fullName(removing)} non fa più parte dello studio.`);
    } catch (error) {
      setFailure(errorMessageOf(error));
    }
    setBusy(null);
    setRemoving(null);
  };

  const columns: TableColumn<StudioMember & { id: string }>[] = [
    {
      key: 'name',
      header: 'Nome',
      render: (m) => (
        <span className="studio-member">
          <strong>{fullName(m)}</strong>
          {m.userId === userId && <span className="muted"> (tu)</span>}
          <span className="studio-member__pec">{m.pec}</span>
        </span>
      ),
    },
    {
      key: 'role',
      header: 'Ruolo',
      render: (m) => (
        <MemberRole
          key={`${m.userId}-${m.role}`}
          member={m}
          editable={memberActions(viewer, m, studio.members).changeRole}
          busy={busy === m.userId}
          onChange={(next) => void applyRole(m, next)}
        />
      ),
    },
    { key: 'joined', header: 'Nello studio dal', nowrap: true, render: (m) => formatDate(m.joinedAt) },
  ];
  if (role === 'titolare') {
    columns.push({
      key: 'actions',
      header: 'Azioni',
      align: 'end',
      render: (m) =>
        memberActions(viewer, m, studio.members).remove && (
          <Button variant="transparent" size="sm" onClick={() => setRemoving(m)}>
            Rimuovi<span className="visually-hidden"> {fullName(m)}</span>
          </Button>
        ),
    });
  }

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
        rows={sortedMembers(studio.members).map((m) => ({ ...m, id: m.userId }))}
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
