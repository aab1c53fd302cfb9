import { useId, useState } from 'react';
import type { ClientForm } from '@redigo/shared/domain/client-link';
import type { Answers } from '@redigo/shared/domain/question';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotificationCard } from '../../../components/ui/notification-card';
import { lawyerName } from '../client-stage';
import { answerLines } from './answer-lines';
import { ClientStep } from './client-step';
import { PrivacyText } from './privacy-text';

interface CheckStepProps {
  form: ClientForm;
  answers: Answers;
  /** Why the last «Invia» was refused. */
  problems?: string[];
  sending: boolean;
  onEdit: (index: number) => void;
  onSend: () => void;
}

/**
 * Every answer to read again before sending, each with «Modifica» (or «Rispondi» when it has none), the informativa
 * to read again, and «Invia all'avvocato» with a confirmation: once sent, the answers can no longer change.
 */
export const CheckStep = ({ form, answers, problems, sending, onEdit, onSend }: CheckStepProps) => {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const lines = form.questions.map((question) => answerLines(question, answers));
  const missing = lines.filter((shown) => shown.length === 0).length;
  const lawyer = lawyerName(form.lawyer);
  return (
    <ClientStep title="Controlla e invia" eyebrow={form.title}>
      <p>Rileggi i dati prima di inviarli all’{lawyer}: dopo l’invio non potrai più modificarli.</p>
      {problems && (
        <NotificationCard variant="error" title="I dati non sono stati inviati">
          <ul className="client-check__problems">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        </NotificationCard>
      )}
      <ol className="client-check">
        {form.questions.map((question, index) => (
          <li key={question.variable} className="client-check__item">
            <p id={`${id}-${index}`} className="client-check__question">
              {question.question}
            </p>
            {(lines[index] ?? []).map((line, n) => (
              <p key={n} className="client-check__answer">
                {line}
              </p>
            ))}
            {lines[index]?.length === 0 && <p className="client-check__missing">Manca la risposta</p>}
            <Button variant="outline" onClick={() => onEdit(index)} aria-describedby={`${id}-${index}`}>
              {lines[index]?.length === 0 ? 'Rispondi' : 'Modifica'}
            </Button>
          </li>
        ))}
      </ol>
      <details className="client-check__privacy">
        <summary>Rileggi l’informativa sulla privacy</summary>
        <PrivacyText text={form.privacy_notice} />
      </details>
      {missing > 0 && (
        <NotificationCard variant="info">
          {missing === 1
            ? 'Manca ancora una risposta: premi «Rispondi» accanto alla domanda.'
            : `Mancano ancora ${missing} risposte: premi «Rispondi» accanto a ciascuna domanda.`}
        </NotificationCard>
      )}
      <div className="client-step__actions">
        <Button
          className="client-step__main-action"
          onClick={() => setConfirming(true)}
          loading={sending}
          disabled={missing > 0}
        >
          Invia all'avvocato
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Inviare i dati all'avvocato?"
        confirmLabel="Invia"
        onConfirm={() => {
          setConfirming(false);
          onSend();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>
          L’{lawyer} riceverà i tuoi dati e li controllerà prima di inserirli nel contratto. Dopo l’invio non
          potrai più modificarli.
        </p>
      </ConfirmDialog>
    </ClientStep>
  );
};
