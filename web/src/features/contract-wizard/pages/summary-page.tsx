import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { NotificationCard } from '../../../components/ui/notification-card';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { markContractSaved, truncateAnswersFrom } from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';
import { saveCompletedContract } from '../api/contract-api';
import { answerText } from '../../../lib/answer-text';
import { readableMessage } from '../components/readable-message';
import './wizard-pages.css';

export const SummaryPage = () => {
  const navigate = useNavigate();
  const contract = useWizardContract();
  const [editing, setEditing] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!contract.finished || contract.steps.length === 0) return <Navigate to={paths.survey} replace />;

  const confirmEdit = () => {
    if (editing === null) return;
    truncateAnswersFrom(editing);
    navigate(paths.survey);
  };

  const goToPreview = async () => {
    setSaving(true);
    setError(null);
    try {
      markContractSaved(await saveCompletedContract(contract));
      navigate(paths.preview);
    } catch (caught) {
      setError(
        caught instanceof ApiError && caught.status === 418
          ? readableMessage(caught.message)
          : errorMessageOf(caught),
      );
      setSaving(false);
    }
  };

  return (
    <div className="wizard-panel">
      <h2>Riepilogo delle risposte</h2>
      <p className="muted">Controlla le risposte prima di generare l'anteprima del documento.</p>
      <ol className="summary">
        {contract.steps.map((step, i) => (
          <li key={step.question.variable} className="summary__item">
            <span className="summary__number" aria-hidden="true">
              {i + 1}
            </span>
            <div className="summary__text">
              <p className="summary__question">{step.question.question}</p>
              <p className="summary__answer">{answerText(step.answer)}</p>
            </div>
            <Button
              variant="transparent"
              size="sm"
              onClick={() => setEditing(i)}
              aria-label={`Modifica la risposta alla domanda ${i + 1}`}
            >
              Modifica
            </Button>
          </li>
        ))}
      </ol>
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      <div className="wizard-actions">
        <span />
        <Button onClick={() => void goToPreview()} loading={saving}>
          Vai all'anteprima
        </Button>
      </div>
      <ConfirmDialog
        open={editing !== null}
        title="Modificare la risposta?"
        confirmLabel="Modifica"
        onConfirm={confirmEdit}
        onCancel={() => setEditing(null)}
      >
        <p>Tornerai al questionario da questa domanda: le risposte successive andranno date di nuovo.</p>
      </ConfirmDialog>
    </div>
  );
};
