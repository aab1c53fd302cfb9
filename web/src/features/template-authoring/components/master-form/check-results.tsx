import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { NotificationCard } from '../../../../components/ui/notification-card';
import { MessageList } from '../message-list';

interface CheckResultsProps {
  result: TemplateCheckResult;
  /** The questions changed after the check ran. */
  stale: boolean;
}

/** The template check of the last upload: errors block the save, warnings are for the author to judge. */
export const CheckResults = ({ result, stale }: CheckResultsProps) => {
  const clean = result.errors.length === 0 && result.warnings.length === 0;
  return (
    <div className="check" aria-live="polite">
      <h3 className="check__title">Controllo del modello</h3>
      {stale && (
        <NotificationCard variant="info">
          Le domande sono cambiate dopo questo controllo: verifica di nuovo i documenti o salva per
          ricontrollarli.
        </NotificationCard>
      )}
      {clean && (
        <NotificationCard variant="success">
          Nessun problema: i documenti e le domande sono coerenti.
        </NotificationCard>
      )}
      {result.errors.length > 0 && (
        <MessageList
          variant="error"
          title={`Errori da correggere (${result.errors.length})`}
          messages={result.errors}
        />
      )}
      {result.warnings.length > 0 && (
        <div className="check__warnings" role="status">
          <p className="check__warnings-title">Avvisi ({result.warnings.length})</p>
          <ul className="check__list">
            {result.warnings.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
};
