import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { Table, type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useNow } from '../../../lib/use-now';
import type { StudioInvitation } from '@redigo/shared/domain/studio';
import { revokeInvitation, useInvitations } from '../api/studio-api';
import { invitationState, ROLE_LABELS } from '../studio-rules';
import { InviteForm } from './invite-form';

const MINUTE_MS = 60_000;

/** «Inviti»: invite a colleague by PEC, and the invitations not yet accepted, each with its expiry, to revoke. */
export const InvitationsCard = () => {
  const toast = useToast();
  const invitations = useInvitations(true);
  const now = useNow(MINUTE_MS);
  const [revoking, setRevoking] = useState<string | null>(null);

  const revoke = async (invitation: StudioInvitation) => {
    setRevoking(invitation.id);
    try {
      await revokeInvitation(invitation.id);
      toast.success(`Invito a ${invitation.pec} revocato: il suo link non funziona più.`);
    } catch (error) {
      toast.error(errorMessageOf(error));
    }
    setRevoking(null);
  };

  const columns: TableColumn<StudioInvitation>[] = [
    { key: 'pec', header: 'PEC', render: (i) => <span className="studio-member__pec">{i.pec}</span> },
    { key: 'role', header: 'Ruolo', render: (i) => ROLE_LABELS[i.role] },
    {
      key: 'state',
      header: 'Stato',
      render: (i) => {
        const state = invitationState(i.expires_at, now);
        return (
          <span className="studio-invitation__state">
            <Badge tone={state.expired ? 'error' : 'info'}>{state.label}</Badge>
            <span className="muted">{state.detail}</span>
          </span>
        );
      },
    },
    {
      key: 'actions',
      header: 'Azioni',
      align: 'end',
      render: (i) => (
        <Button variant="transparent" size="sm" loading={revoking === i.id} onClick={() => void revoke(i)}>
          Revoca<span className="visually-hidden"> l’invito a {i.pec}</span>
        </Button>
      ),
    },
  ];

  return (
    <Card title="Inviti">
      <p className="muted">
        Il collega riceve via PEC un link valido 14 giorni; per accettare deve avere un account Redigo con la
        stessa PEC.
      </p>
      <InviteForm />
      <h3 className="studio-subtitle">Inviti in attesa</h3>
      {invitations.error ? (
        <NotificationCard variant="error">{errorMessageOf(invitations.error)}</NotificationCard>
      ) : !invitations.data ? (
        <Loader label="Caricamento degli inviti..." />
      ) : (
        <Table
          caption="Inviti in attesa"
          columns={columns}
          rows={invitations.data}
          empty="Nessun invito in attesa."
        />
      )}
    </Card>
  );
};
