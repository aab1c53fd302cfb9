import { PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { useSession } from '../../../lib/session';
import { roleIn, useStudio } from '../../../lib/studio-membership';
import { useCurrentUser } from '../../../lib/use-current-user';
import { CreateStudio } from '../components/create-studio';
import { InvitationsCard } from '../components/invitations-card';
import { LeaveStudio } from '../components/leave-studio';
import { MembersCard } from '../components/members-card';
import { StudioDataCard } from '../components/studio-data-card';
import { StudioInvoices } from '../components/studio-invoices';
import { ROLE_LABELS } from '../studio-rules';
import '../components/studio.css';

/**
 * STUDIO: outside any studio, «Crea lo studio»; in one, its data, its members, and for the titolare the
 * invitations and the studio's invoices; every member may leave it.
 */
export const StudioPage = () => {
  const sessionUser = useSession().user;
  const storedPec = sessionUser?.pec;
  const { data: user } = useCurrentUser(!storedPec);
  const { data: studio, error, isLoading } = useStudio();
  const userId = sessionUser?.id ?? '';
  const role = studio ? roleIn(studio, userId) : null;

  let body;
  if (error) body = <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>;
  else if (isLoading) body = <Loader label="Caricamento dello studio..." />;
  else if (!studio || !role) body = <CreateStudio accountPec={storedPec ?? user?.pec ?? ''} />;
  else {
    const membership = { studio, role };
    const titolare = role === 'titolare';
    body = (
      <>
        <StudioDataCard studio={studio} editable={titolare} />
        <MembersCard membership={membership} userId={userId} />
        {titolare && <InvitationsCard />}
        {titolare && <StudioInvoices />}
        <LeaveStudio membership={membership} userId={userId} />
      </>
    );
  }
  return (
    <div className="studio">
      <PageHeader
        title="Studio"
        subtitle={
          studio && role
            ? `${studio.denominazione}: il tuo ruolo è ${ROLE_LABELS[role].toLowerCase()}.`
            : 'L’archivio, la rubrica e la fatturazione condivisi con i colleghi.'
        }
      />
      {body}
    </div>
  );
};
