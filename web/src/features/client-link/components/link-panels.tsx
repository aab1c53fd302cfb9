import { useState } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { clearNewContract, getNewContract } from '../../questionnaire';
import { revokeClientLink, useClientLink, useDraftQuestions } from '../api/client-link-api';
import { LinkRequest } from './link-request';
import { LinkStatus } from './link-status';
import { ReviewCard } from './review-card';

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
  const toast = useToast();
  const { data: link, error, mutate } = useClientLink(contract.id);
  const { data: questions } = useDraftQuestions(contract.type, contract.answers);
  const [asking, setAsking] = useState(false);
  const [revoking, setRevoking] = useState(false);
  if (error) return <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>;
  if (link === undefined) return <Loader label="Caricamento della richiesta al cliente..." />;

  const sent = (email: string) => {
    toast.success(`Link inviato a ${email}: quando il cliente invia i dati li trovi qui.`);
    setAsking(false);
    void mutate();
  };
  const revoke = async () => {
    setRevoking(true);
    try {
      await revokeClientLink(contract.id);
      toast.success('Link ritirato: il cliente non può più usarlo.');
      await mutate();
    } catch (caught) {
      toast.error(errorMessageOf(caught));
    } finally {
      setRevoking(false);
    }
  };
  const applied = (decided: number) => {
    toast.success(decided === 1 ? 'Decisione applicata alla bozza' : 'Decisioni applicate alla bozza');
    // The questionnaire's copy of this draft in the tab is older than the review: it must not save over it.
    if (getNewContract()?.id === contract.id) clearNewContract();
    void mutate();
    onDraftChanged();
  };
  const questionText = (variable: string) =>
    questions?.find((question) => question.variable === variable)?.question ?? variable;
  const requestShown = asking || !link;

  return (
    <>
      {link && link.proposals.length > 0 && questions && (
        <ReviewCard
          key={link.id}
          contractId={contract.id}
          proposals={link.proposals}
          questions={questions}
          onApplied={applied}
        />
      )}
      {link && (
        <LinkStatus
          link={link}
          questionText={questionText}
          revoking={revoking}
          onRevoke={() => void revoke()}
        />
      )}
      {requestShown ? (
        <Card title={link ? 'Invia un nuovo link' : 'Chiedi i dati al cliente'}>
          <p>
            Il cliente riceve per e-mail un link sicuro: apre la pagina, conferma con un codice, legge la tua
            informativa sulla privacy e compila solo le domande che scegli. Tu controlli ogni dato prima che
            entri nella bozza.
            {link && ' Il nuovo link sostituisce quello precedente, che smette di funzionare.'}
          </p>
          <LinkRequest
            contractId={contract.id}
            templateId={contract.type}
            answers={contract.answers}
            onSent={sent}
          />
        </Card>
      ) : (
        <div className="row">
          <Button variant="outline" onClick={() => setAsking(true)}>
            Invia un nuovo link
          </Button>
        </div>
      )}
    </>
  );
};
