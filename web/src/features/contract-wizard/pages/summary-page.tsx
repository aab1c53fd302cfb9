import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { AnswersSummary } from '../../../components/questionnaire/answers-summary';
import { Button } from '../../../components/ui/button';
import { NotificationCard } from '../../../components/ui/notification-card';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { markContractSaved, truncateAnswersFrom } from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';
import { saveCompletedContract } from '../api/contract-api';
import { readableMessage } from '../components/readable-message';
import './wizard-pages.css';

export const SummaryPage = () => {
  const navigate = useNavigate();
  const contract = useWizardContract();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!contract.finished || contract.steps.length === 0) return <Navigate to={paths.survey} replace />;

  const edit = (index: number) => {
    truncateAnswersFrom(index);
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
      <AnswersSummary steps={contract.steps} onEdit={edit} />
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      <div className="wizard-actions">
        <span />
        <Button onClick={() => void goToPreview()} loading={saving}>
          Vai all'anteprima
        </Button>
      </div>
    </div>
  );
};
