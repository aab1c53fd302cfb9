import type { ClientLinkLawyer } from '@redigo/shared/domain/client-link';
import { NotificationCard } from '../../../components/ui/notification-card';
import { lawyerName, type ClosedReason } from '../client-stage';
import { ClientStep } from './client-step';

const TITLES: Record<ClosedReason | 'sent', string> = {
  sent: 'Dati inviati',
  submitted: 'Dati già inviati',
  expired: 'Il link non è più valido',
  locked: 'Il link è bloccato',
  unknown: 'Link non trovato',
};

/** «all'avv. Maria Rossi», or «all'avvocato» when the page does not know who. */
const toLawyer = (lawyer: ClientLinkLawyer | undefined): string =>
  lawyer ? `all’${lawyerName(lawyer)}` : 'all’avvocato';

interface EndedStepProps {
  reason: ClosedReason | 'sent';
  /** The server's words on why the link goes no further. */
  message?: string;
  lawyer?: ClientLinkLawyer;
}

/**
 * A link's page that goes no further: the thanks once the data are sent, or why the link no longer works (sent
 * already, expired or revoked, locked after wrong codes, not found) and what the client can do.
 */
export const EndedStep = ({ reason, message, lawyer }: EndedStepProps) => (
  <ClientStep title={TITLES[reason]}>
    {reason === 'sent' ? (
      <NotificationCard variant="success">
        Grazie: i tuoi dati sono arrivati {toLawyer(lawyer)}, che li controllerà prima di inserirli nel
        contratto.
      </NotificationCard>
    ) : reason === 'submitted' ? (
      <p>
        Hai già inviato i tuoi dati {toLawyer(lawyer)}. Se devi correggere qualcosa, scrivi direttamente
        all’avvocato.
      </p>
    ) : (
      <p>{message}</p>
    )}
    {(reason === 'sent' || reason === 'submitted') && (
      <p className="client-step__small">Non devi fare altro: puoi chiudere questa pagina.</p>
    )}
  </ClientStep>
);
