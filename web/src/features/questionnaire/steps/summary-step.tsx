import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { NotificationCard } from '../../../components/ui/notification-card';
import { AnswersSummary } from './answers-summary';
import { useQuestionnaireFlow } from '../flow/questionnaire-flow-context';
import { FlowActions, FlowPanel } from '../flow/flow-panel';
import { truncateAnswersFrom } from '../store/new-contract-store';
import { UpdateSummaryNote } from './update-summary-note';
import { useWizardContract } from '../flow/wizard-contract-context';

/**
 * Why the completed contract was refused: the rules across answers that fail (418 RULE_FAILED, docs/api.md,
 * "Computed amounts and rules across answers"), every one, or any other failure's message.
 */
interface Refusal {
  messages: string[];
  byRules: boolean;
}

const refusalOf = (caught: unknown): Refusal =>
  caught instanceof ApiError && caught.code === 'RULE_FAILED'
    ? { messages: caught.errors?.length ? caught.errors : [caught.message], byRules: true }
    : { messages: [errorMessageOf(caught)], byRules: false };

/** The messages of the rules the answers break, and how to go back and correct them. */
const RulesRefusal = ({ messages }: { messages: string[] }) => (
  <NotificationCard variant="error" title="Prima dell'anteprima alcune risposte vanno corrette">
    <ul className="summary__refusal">
      {messages.map((message) => (
        <li key={message}>{message}</li>
      ))}
    </ul>
    <p className="summary__refusal-hint">
      Premi «Modifica» accanto alla risposta da correggere: il questionario riprende da quella domanda.
    </p>
  </NotificationCard>
);

/** The summary step: every answer, each editable (the questionnaire goes on from it), then the preview. */
export const SummaryStep = () => {
  const flow = useQuestionnaireFlow();
  const navigate = useNavigate();
  const contract = useWizardContract();
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const { survey, preview } = flow.steps;

  if (!contract.finished || contract.steps.length === 0) return <Navigate to={survey.path} replace />;

  const edit = (index: number) => {
    truncateAnswersFrom(index);
    navigate(survey.path);
  };

  const goToPreview = async () => {
    setSaving(true);
    setRefusal(null);
    try {
      await flow.summary.beforePreview?.(contract);
      navigate(preview.path);
    } catch (caught) {
      setRefusal(refusalOf(caught));
      setSaving(false);
    }
  };

  return (
    <FlowPanel>
      <h2>Riepilogo delle risposte</h2>
      <p className="muted">{flow.summary.intro}</p>
      {contract.updating && <UpdateSummaryNote updating={contract.updating} steps={contract.steps} />}
      <AnswersSummary
        steps={contract.steps}
        onEdit={edit}
        fromClient={contract.fromClient}
        carried={contract.updating?.carried}
      />
      {refusal?.byRules ? (
        <RulesRefusal messages={refusal.messages} />
      ) : (
        refusal && <NotificationCard variant="error">{refusal.messages[0]}</NotificationCard>
      )}
      <FlowActions>
        <span />
        <Button onClick={() => void goToPreview()} loading={saving}>
          Vai all'anteprima
        </Button>
      </FlowActions>
    </FlowPanel>
  );
};
