import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { errorMessageOf } from '../../lib/api-error';
import { Button } from '../../components/ui/button';
import { NotificationCard } from '../../components/ui/notification-card';
import { AnswersSummary } from './answers-summary';
import type { QuestionnaireFlow } from './flow-config';
import { FlowActions, FlowPanel } from './flow-panel';
import { truncateAnswersFrom } from './new-contract-store';
import { useWizardContract } from './wizard-contract-context';

/** The summary step: every answer, each editable (the questionnaire goes on from it), then the preview. */
export const SummaryStep = ({ flow }: { flow: QuestionnaireFlow }) => {
  const navigate = useNavigate();
  const contract = useWizardContract();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { survey, preview } = flow.steps;

  if (!contract.finished || contract.steps.length === 0) return <Navigate to={survey.path} replace />;

  const edit = (index: number) => {
    truncateAnswersFrom(index);
    navigate(survey.path);
  };

  const goToPreview = async () => {
    setSaving(true);
    setError(null);
    try {
      await flow.summary.beforePreview?.(contract);
      navigate(preview.path);
    } catch (caught) {
      setError(errorMessageOf(caught));
      setSaving(false);
    }
  };

  return (
    <FlowPanel>
      <h2>Riepilogo delle risposte</h2>
      <p className="muted">{flow.summary.intro}</p>
      <AnswersSummary steps={contract.steps} onEdit={edit} />
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      <FlowActions>
        <span />
        <Button onClick={() => void goToPreview()} loading={saving}>
          Vai all'anteprima
        </Button>
      </FlowActions>
    </FlowPanel>
  );
};
