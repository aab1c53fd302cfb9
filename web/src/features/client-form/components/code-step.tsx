import { useId, useRef, useState, type FormEvent } from 'react';
import { CLIENT_LINK_LIMITS, type ClientLinkOpened } from '@redigo/shared/domain/client-link';
import { formatLongDate } from '@redigo/shared/dates';
import { clientLinkMessages } from '@redigo/shared/messages/client-links';
import { Button } from '../../../components/ui/button';
import { NotificationCard } from '../../../components/ui/notification-card';
import type { ResendOutcome } from '../use-client-access';
import { ClientStep } from './client-step';
import { WhoAsks } from './who-asks';

interface CodeStepProps {
  opened: ClientLinkOpened;
  /** Resolves with the message of a wrong or expired code, shown by the field. */
  onConfirm: (code: string) => Promise<string | undefined>;
  onResend: () => Promise<ResendOutcome>;
}

/** The code as typed, without the spaces a copy may bring. */
const typedCode = (text: string): string => text.replace(/\s+/g, '');

/**
 * The 6-digit code mailed to the link's address: who asks, the field (a wrong code's message by it, with the
 * attempts left, and the focus back on it), «Conferma», and «Invia un nuovo codice».
 */
export const CodeStep = ({ opened, onConfirm, onResend }: CodeStepProps) => {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState<ResendOutcome>({});
  const [resending, setResending] = useState(false);

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    const typed = typedCode(code);
    const refused = /^\d{6}$/.test(typed) ? await send(typed) : clientLinkMessages.codeShape;
    if (refused === undefined) return;
    setProblem(refused);
    input.current?.focus();
  };
  const send = async (typed: string): Promise<string | undefined> => {
    setBusy(true);
    setProblem(undefined);
    const refused = await onConfirm(typed);
    setBusy(false);
    return refused;
  };
  const resend = async () => {
    setResending(true);
    setResent(await onResend());
    setResending(false);
    setCode('');
    setProblem(undefined);
  };

  return (
    <ClientStep title="Inserisci il codice">
      <WhoAsks lawyer={opened.lawyer} title={opened.title} />
      <p>
        Ti abbiamo mandato un’e-mail con un codice di 6 cifre. Scrivilo qui sotto: vale{' '}
        {CLIENT_LINK_LIMITS.codeMinutes} minuti.
      </p>
      <form className="client-code" noValidate onSubmit={(event) => void confirm(event)}>
        <label className="field__label" htmlFor={`${id}-code`}>
          Codice di 6 cifre
        </label>
        <input
          ref={input}
          id={`${id}-code`}
          className="field__input client-code__input"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        {problem && (
          <p id={`${id}-error`} className="field__error" role="alert">
            {problem}
          </p>
        )}
        <Button type="submit" className="client-step__main-action" loading={busy}>
          Conferma
        </Button>
      </form>
      <div className="client-code__resend">
        <p>Non trovi l’e-mail? Controlla anche la posta indesiderata, oppure chiedi un nuovo codice.</p>
        <Button variant="outline" onClick={() => void resend()} loading={resending}>
          Invia un nuovo codice
        </Button>
        {resent.notice && <NotificationCard variant="success">{resent.notice}</NotificationCard>}
        {resent.error && <NotificationCard variant="error">{resent.error}</NotificationCard>}
      </div>
      <p className="client-step__small">Il link vale fino al {formatLongDate(opened.expires_at)}.</p>
    </ClientStep>
  );
};
