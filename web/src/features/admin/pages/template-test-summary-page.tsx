import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { AnswersSummary } from '../../../components/questionnaire/answers-summary';
import { NavigateButton } from '../../../components/ui/button';
import { truncateAnswersFrom } from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';

/** The test run's summary: every answer, editable; nothing is saved. */
export const TemplateTestSummaryPage = () => {
  const navigate = useNavigate();
  const contract = useWizardContract();
  if (!contract.finished || contract.steps.length === 0) {
    return <Navigate to={paths.templateTestSurvey} replace />;
  }
  const edit = (index: number) => {
    truncateAnswersFrom(index);
    navigate(paths.templateTestSurvey);
  };
  return (
    <>
      <h2>Riepilogo delle risposte</h2>
      <p className="muted">Controlla le risposte: con queste verrà compilato il documento di prova.</p>
      <AnswersSummary steps={contract.steps} onEdit={edit} />
      <div className="test-flow__actions">
        <span />
        <NavigateButton to={paths.templateTestPreview}>Vai all'anteprima</NavigateButton>
      </div>
    </>
  );
};
