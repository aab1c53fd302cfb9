import { useState } from 'react';
import type { ClientLinkOpened } from '@redigo/shared/domain/client-link';
import { Button } from '../../../components/ui/button';
import { NotificationCard } from '../../../components/ui/notification-card';
import { ClientStep } from './client-step';
import { WhoAsks } from './who-asks';

interface IntroStepProps {
  /** Why the client is here again (a session that ended). */
  notice?: string;
  /** Who asks and for what, once the link's preview has answered. */
  opened?: ClientLinkOpened;
  /** «Continua»: resolves with the message of a refusal that leaves the client here. */
  onStart: () => Promise<string | undefined>;
}

/**
 * The first screen of a link: what the page is for and what happens next. Opening it spends nothing, so a mail
 * scanner that fetches the link changes nothing: the code is mailed only on «Continua».
 */
export const IntroStep = ({ notice, opened, onStart }: IntroStepProps) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const start = async () => {
    setBusy(true);
    setError(undefined);
    const problem = await onStart();
    // On success this screen is gone; a refusal leaves it, with its message.
    if (problem !== undefined) {
      setError(problem);
      setBusy(false);
    }
  };
  return (
    <ClientStep title="Inserisci i tuoi dati per il contratto">
      {notice && <NotificationCard variant="info">{notice}</NotificationCard>}
      {opened ? (
        <>
          <WhoAsks lawyer={opened.lawyer} title={opened.title} />
          <p>
            Sono dati come nome, indirizzo e codice fiscale. Li scrivi tu, in questa pagina, e l’avvocato li
            controlla prima di inserirli nel contratto.
          </p>
        </>
      ) : (
        <p>
          Il tuo avvocato ti chiede alcuni dati per preparare un contratto: per esempio nome, indirizzo e
          codice fiscale. Li scrivi tu, in questa pagina, e l’avvocato li controlla prima di inserirli nel
          contratto.
        </p>
      )}
      <p>
        Per sicurezza, quando premi «Continua» ti mandiamo un codice di 6 cifre all’indirizzo e-mail a cui è
        arrivato questo link.
      </p>
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      <div className="client-step__actions">
        <Button className="client-step__main-action" onClick={() => void start()} loading={busy}>
          Continua
        </Button>
      </div>
    </ClientStep>
  );
};
