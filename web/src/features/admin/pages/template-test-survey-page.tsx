import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { QuestionForm } from '../../../components/questionnaire/question-form';
import { SUMMARY_REDIRECT_MS, useNextQuestion } from '../../../components/questionnaire/use-next-question';
import { Button } from '../../../components/ui/button';
import { Loader, ProgressBar } from '../../../components/ui/feedback';
import { progressMaximum } from '../../../components/questionnaire/questionnaire-progress';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import {
  answerQuestion,
  answersOf,
  markQuestionnaireFinished,
  truncateAnswersFrom,
} from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';

/** The test run's questionnaire: the template's questions as a lawyer gets them, without the reveal and pauses. */
export const TemplateTestSurveyPage = () => {
  const navigate = useNavigate();
  const contract = useWizardContract();
  const { data: question, error, isLoading, mutate } = useNextQuestion(contract.type, answersOf(contract));

  const finished = question === null;
  useEffect(() => {
    if (!finished) return undefined;
    markQuestionnaireFinished();
    const timer = window.setTimeout(() => navigate(paths.templateTestSummary), SUMMARY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

  const answered = contract.steps.length;
  return (
    <>
      <div className="test-flow__progress">
        <span className="muted">
          {answered === 1 ? '1 risposta data' : `${answered} risposte date`}
          {contract.maxQuestions > 0 && ` su un massimo di ${contract.maxQuestions}`}
        </span>
        <ProgressBar
          value={answered}
          max={progressMaximum(answered, contract.maxQuestions)}
          label="Avanzamento del questionario"
        />
      </div>
      {error ? (
        <div className="stack">
          <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>
          <div className="row">
            <Button variant="outline" onClick={() => void mutate()}>
              Riprova
            </Button>
          </div>
        </div>
      ) : isLoading || question === undefined ? (
        <Loader label="Caricamento della domanda..." />
      ) : question === null ? (
        <NotificationCard variant="success" title="Questionario completato">
          Tutte le domande hanno una risposta: tra un attimo il riepilogo.
        </NotificationCard>
      ) : (
        <QuestionForm
          key={question.variable}
          question={question}
          number={answered + 1}
          animated={false}
          recalled={contract.recalled[question.variable]}
          onAnswer={(value) => answerQuestion(question, value)}
          onBack={answered > 0 ? () => truncateAnswersFrom(answered - 1) : undefined}
        />
      )}
    </>
  );
};
