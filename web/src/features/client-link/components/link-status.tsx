import { useState } from 'react';
import type { ClientLinkView } from '@redigo/shared/domain/client-link';
import { formatDateTime } from '@redigo/shared/dates';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { historyOf, isLive, STATUS_LABELS } from '../link-labels';

interface LinkStatusProps {
  link: ClientLinkView;
  /** The chosen questions' texts, by variable. */
  questionText: (variable: string) => string;
  revoking: boolean;
  onRevoke: () => void;
}

/** The draft's latest link: its status, address, expiry and questions, its history, and «Ritira il link». */
export const LinkStatus = ({ link, questionText, revoking, onRevoke }: LinkStatusProps) => {
  const [confirming, setConfirming] = useState(false);
  const status = STATUS_LABELS[link.status];
  return (
    <Card title="Richiesta al cliente">
      <dl className="link-status__facts">
        <div>
          <dt>Stato</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div>
          <dt>E-mail del cliente</dt>
          <dd>{link.email}</dd>
        </div>
        <div>
          <dt>Valido fino al</dt>
          <dd>{formatDateTime(link.expires_at)}</dd>
        </div>
      </dl>
      <h3 className="link-status__heading">Domande chieste</h3>
      <ul className="link-status__questions">
        {link.questions.map((variable) => (
          <li key={variable}>{questionText(variable)}</li>
        ))}
      </ul>
      <h3 className="link-status__heading">Cronologia</h3>
      <ol className="link-status__history">
        {historyOf(link.events).map((line, index) => (
          <li key={index}>
            <span>
              {line.label}
              {line.times > 1 && ` (${line.times} volte)`}
            </span>
            <span className="muted">{formatDateTime(line.at)}</span>
          </li>
        ))}
      </ol>
      {isLive(link.status) && (
        <div className="link-status__actions">
          <Button variant="outline" onClick={() => setConfirming(true)} loading={revoking}>
            Ritira il link
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        title="Ritirare il link?"
        confirmLabel="Ritira il link"
        onConfirm={() => {
          setConfirming(false);
          onRevoke();
        }}
        onCancel={() => setConfirming(false)}
      >
        <p>Il cliente non potrà più aprirlo né inviare i dati. Potrai sempre mandargli un nuovo link.</p>
      </ConfirmDialog>
    </Card>
  );
};
