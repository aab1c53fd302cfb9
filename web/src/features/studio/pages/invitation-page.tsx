import { paths } from '@redigo/shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, PageHeader } from '../../../components/ui/card';
import { NotificationCard } from '../../../components/ui/notification-card';
import type { AcceptFailure } from '../studio-rules';
import { useInvitationAcceptance } from './use-invitation-acceptance';
import '../components/studio.css';

const FAILURES: Record<AcceptFailure, { title: string; text: (pec: string) => string }> = {
  invalid: {
    title: 'Link non valido o scaduto',
    text: () =>
      'Questo invito non è più valido: è scaduto, è stato revocato oppure è già stato usato. Chiedi al titolare dello studio di inviartene uno nuovo.',
  },
  'other-pec': {
    title: 'L’invito è per un’altra PEC',
    text: (pec) =>
      `Hai effettuato l’accesso${pec ? ` come ${pec}` : ''}, ma l’invito è stato inviato a un altro indirizzo PEC. Esci ed entra con l’account di quella PEC, oppure chiedi al titolare di invitare la tua.`,
  },
  'already-member': {
    title: 'Fai già parte di uno studio',
    text: () =>
      'Si può far parte di un solo studio alla volta. Per accettare questo invito, lascia prima lo studio di cui fai parte dalla pagina Studio.',
  },
  error: { title: 'Invito non accettato', text: () => '' },
};

/** STUDIO_INVITATION: the link mailed to a PEC; the signed-in lawyer joins the studio with «Accetta l’invito». */
export const InvitationPage = () => {
  const { token, pec, outcome, accepting, accept } = useInvitationAcceptance();

  let body;
  if (!token || (outcome.kind === 'failed' && outcome.failure === 'invalid')) {
    body = (
      <NotificationCard variant="error" title={FAILURES.invalid.title}>
        {FAILURES.invalid.text(pec)}
      </NotificationCard>
    );
  } else if (outcome.kind === 'failed') {
    const { title, text } = FAILURES[outcome.failure];
    body = (
      <NotificationCard variant="error" title={title}>
        {text(pec) || outcome.message}
      </NotificationCard>
    );
  } else if (outcome.kind === 'joined') {
    body = (
      <NotificationCard variant="success" title={`Ora fai parte di «${outcome.studio.denominazione}»`}>
        Nell’archivio e nella rubrica trovi anche i documenti e i contatti dello studio.
      </NotificationCard>
    );
  } else {
    body = (
      <Card>
        <div className="studio-intro">
          <p>
            Hai ricevuto un invito a far parte di uno studio su Redigo. Accettando condividerai con i colleghi
            l’archivio dei documenti, la rubrica e i dati di fatturazione dello studio.
          </p>
          <p className="muted">
            I documenti che hai già creato restano riservati a te finché non decidi di condividerli.
          </p>
          <div className="row">
            <Button onClick={() => void accept()} loading={accepting}>
              Accetta l’invito
            </Button>
          </div>
        </div>
      </Card>
    );
  }
  return (
    <div className="studio">
      <PageHeader title="Invito nello studio" />
      {body}
      {outcome.kind !== 'ready' || !token ? (
        <div className="row">
          <ButtonLink to={paths.studio} variant="outline" size="sm">
            Vai alla pagina Studio
          </ButtonLink>
        </div>
      ) : null}
    </div>
  );
};
