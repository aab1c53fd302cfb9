import { ProgressBar } from '../../../components/ui/feedback';
import type { DraftSaveState } from '../store/draft-autosave';
import { progressMaximum } from './questionnaire-progress';

const draftStateText: Record<Exclude<DraftSaveState, 'idle'>, string> = {
  saving: 'Salvataggio della bozza...',
  saved: "Bozza salvata nell'archivio",
  failed: 'Bozza non salvata: le risposte restano in questa pagina',
};

interface SurveyProgressProps {
  answered: number;
  /** The template's maximum of questions; 0 when it gives none. */
  maxQuestions: number;
  draftState: DraftSaveState;
}

/** How many answers were given (of the template's maximum), the progress bar, and how the draft's save went. */
export const SurveyProgress = ({ answered, maxQuestions, draftState }: SurveyProgressProps) => (
  <div className="survey__progress">
    <span className="survey__count">
      {answered === 1 ? '1 risposta data' : `${answered} risposte date`}
      {maxQuestions > 0 && ` su un massimo di ${maxQuestions}`}
    </span>
    <ProgressBar
      value={answered}
      max={progressMaximum(answered, maxQuestions)}
      label="Avanzamento del questionario"
    />
    {draftState !== 'idle' && (
      <span className="survey__draft" role="status">
        {draftStateText[draftState]}
      </span>
    )}
  </div>
);
