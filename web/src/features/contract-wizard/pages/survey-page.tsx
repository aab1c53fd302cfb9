import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AnswerValue, AskedQuestion } from '@redigo/shared/domain/question';
import { paths } from '@redigo/shared/paths';
import { QuestionForm } from '../../../components/questionnaire/question-form';
import { Button } from '../../../components/ui/button';
import { Loader, ProgressBar } from '../../../components/ui/feedback';
import { progressMaximum } from '../../../components/questionnaire/questionnaire-progress';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { useDraftAutosave, type DraftSaveState } from '../../../lib/draft-autosave';
import { useFocusOnChange } from '../../../lib/use-focus-on-change';
import {
  answerQuestion,
  answersOf,
  dismissResumeNotice,
  markQuestionnaireFinished,
  truncateAnswersFrom,
} from '../../../lib/new-contract-store';
import { useSession } from '../../../lib/session';
import { useWizardContract } from '../../../lib/wizard-contract-context';
import { SUMMARY_REDIRECT_MS, useNextQuestion } from '../../../components/questionnaire/use-next-question';
import './wizard-pages.css';

/** The pause after each new answer a lawyer gives: 1 to 3 seconds at random. */
const thinkingPauseMs = (): number => 1000 + Math.round(Math.random() * 2000);

/** An answer given again as it was before (an edit from the summary, a resumed draft) goes on at once. */
const sameAnswer = (before: AnswerValue | undefined, after: AnswerValue): boolean =>
  before !== undefined && JSON.stringify(before) === JSON.stringify(after);

const draftStateText: Record<Exclude<DraftSaveState, 'idle'>, string> = {
  saving: 'Salvataggio della bozza...',
  saved: "Bozza salvata nell'archivio",
  failed: 'Bozza non salvata: le risposte restano in questa pagina',
};

export const SurveyPage = () => {
  const navigate = useNavigate();
  const contract = useWizardContract();
  const animated = useSession().user?.role === 'user';
  const { data: question, error, isLoading, mutate } = useNextQuestion(contract.type, answersOf(contract));
  const [thinking, setThinking] = useState(false);
  const pause = useRef<number | undefined>(undefined);
  const draftState = useDraftAutosave(contract, animated);

  useEffect(() => () => window.clearTimeout(pause.current), []);

  const finished = question === null && !thinking;
  useEffect(() => {
    if (!finished) return undefined;
    markQuestionnaireFinished();
    const timer = window.setTimeout(() => navigate(paths.summary), SUMMARY_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [finished, navigate]);

  const answer = (asked: AskedQuestion, value: AnswerValue) => {
    const kept = sameAnswer(contract.recalled[asked.variable], value);
    answerQuestion(asked, value);
    if (contract.resumeNotice) dismissResumeNotice();
    if (!animated || kept) return;
    setThinking(true);
    pause.current = window.setTimeout(() => setThinking(false), thinkingPauseMs());
  };

  const answered = contract.steps.length;
  const panel = useRef<HTMLDivElement>(null);
  useFocusOnChange(panel, answered);
  return (
    <div ref={panel} className="wizard-panel" tabIndex={-1}>
      <div className="survey__progress">
        <span className="survey__count">
          {answered === 1 ? '1 risposta data' : `${answered} risposte date`}
          {contract.maxQuestions > 0 && ` su un massimo di ${contract.maxQuestions}`}
        </span>
        <ProgressBar
          value={answered}
          max={progressMaximum(answered, contract.maxQuestions)}
          label="Avanzamento del questionario"
        />
        {draftState !== 'idle' && (
          <span className="survey__draft" role="status">
            {draftStateText[draftState]}
          </span>
        )}
      </div>
      {contract.resumeNotice && <NotificationCard variant="info">{contract.resumeNotice}</NotificationCard>}
      {error ? (
        <div className="stack">
          <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>
          <div className="row">
            <Button variant="outline" onClick={() => void mutate()}>
              Riprova
            </Button>
          </div>
        </div>
      ) : thinking || isLoading || question === undefined ? (
        <Loader label={thinking ? 'Elaborazione della risposta...' : 'Caricamento della domanda...'} />
      ) : question === null ? (
        <NotificationCard variant="success" title="Questionario completato">
          Hai risposto a tutte le domande: tra un attimo vedrai il riepilogo.
        </NotificationCard>
      ) : (
        <QuestionForm
          key={question.variable}
          question={question}
          number={answered + 1}
          animated={animated}
          recalled={contract.recalled[question.variable]}
          onAnswer={(value) => answer(question, value)}
          onBack={answered > 0 ? () => truncateAnswersFrom(answered - 1) : undefined}
        />
      )}
    </div>
  );
};
