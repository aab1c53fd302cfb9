import type { ClientLinkView } from '@redigo/shared/domain/client-link';
import type { Contract } from '@redigo/shared/domain/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { useLinkPanels } from '../use-link-panels';
import { LinkRequest } from './link-request';
import { LinkStatus } from './link-status';
import { ReviewCard } from './review-card';

/** What the client sent, to review or reviewed: a revoked link's are no longer the lawyer's to decide. */
const reviewable = (link: ClientLinkView): boolean =>
  (link.status === 'submitted' || link.status === 'reviewed') && link.proposals.length > 0;

interface LinkPanelsProps {
  contract: Contract;
  /** The review changed the draft's answers. */
  onDraftChanged: () => void;
}

/**
 * The client's data on a draft: «Dati dal cliente» once the client has sent, the latest link's status and history,
 * and the request of a link (shown when there is none, else on «Invia un nuovo link»).
 */
export const LinkPanels = ({ contract, onDraftChanged }: LinkPanelsProps) => {
  const panels = useLinkPanels(contract, onDraftChanged);
  const { link, error } = panels;
  if (error) return <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>;
  if (link === undefined) return <Loader label="Caricamento della richiesta al cliente..." />;
  return (
    <>
      {link && reviewable(link) && (
        <ReviewCard
          key={link.id}
          contractId={contract.id}
          proposals={link.proposals}
          questions={panels.questions}
          onApplied={panels.applied}
        />
      )}
      {link && (
        <LinkStatus
          link={link}
          questionText={panels.questionText}
          revoking={panels.revoking}
          onRevoke={() => void panels.revoke()}
        />
      )}
      {panels.asking || !link ? (
        <Card title={link ? 'Invia un nuovo link' : 'Chiedi i dati al cliente'}>
          <p>
            Il cliente riceve per e-mail un link sicuro: apre la pagina, conferma con un codice, legge la tua
            informativa sulla privacy e compila solo le domande che scegli. Tu controlli ogni dato prima che
            entri nella bozza.
            {link && ' Il nuovo link sostituisce quello precedente, che smette di funzionare.'}
          </p>
          <LinkRequest contractId={contract.id} answers={contract.answers} onSent={panels.sent} />
        </Card>
      ) : (
        <div className="row">
          <Button variant="outline" onClick={panels.ask}>
            Invia un nuovo link
          </Button>
        </div>
      )}
    </>
  );
};
