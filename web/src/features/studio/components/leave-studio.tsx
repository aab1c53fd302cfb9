import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useToast } from '../../../components/ui/toast';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import type { Membership } from '../../../lib/studio-membership';
import { removeMember } from '../api/studio-api';
import { LAST_TITOLARE_LEAVE, memberActions } from '../studio-rules';

/** «Lascia lo studio»: after a confirmation; the last titolare of a studio with other members is told why not. */
export const LeaveStudio = ({ membership, userId }: { membership: Membership; userId: string }) => {
  const toast = useToast();
  const { studio, role } = membership;
  const [open, setOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const self = studio.members.find((member) => member.userId === userId);
  if (!self) return null;
  const blocked = memberActions({ userId, role }, self, studio.members).leaveBlocked;

  const leave = async () => {
    setLeaving(true);
    setFailure(null);
    try {
      await removeMember(userId);
      toast.success(`Hai lasciato lo studio «${studio.denominazione}».`);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status === 409 ? LAST_TITOLARE_LEAVE : errorMessageOf(error),
      );
      setLeaving(false);
      setOpen(false);
    }
  };

  return (
    <Card title="Lascia lo studio">
      <p className="muted">
        Chi lascia lo studio perde subito l’accesso ai documenti e alla rubrica dello studio; i documenti
        riservati e i contatti personali restano suoi.
      </p>
      {blocked && <NotificationCard variant="info">{blocked}</NotificationCard>}
      {failure && <NotificationCard variant="error">{failure}</NotificationCard>}
      <div className="row">
        <Button variant="outline" size="sm" disabled={Boolean(blocked)} onClick={() => setOpen(true)}>
          Lascia lo studio
        </Button>
      </div>
      <ConfirmDialog
        open={open}
        title="Lasciare lo studio?"
        confirmLabel="Lascia lo studio"
        loading={leaving}
        onConfirm={() => void leave()}
        onCancel={() => setOpen(false)}
      >
        <p>
          Non vedrai più i documenti e i contatti di «{studio.denominazione}». Per rientrare servirà un nuovo
          invito del titolare.
        </p>
      </ConfirmDialog>
    </Card>
  );
};
