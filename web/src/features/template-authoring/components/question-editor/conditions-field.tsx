import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { Question } from '@redigo/shared/domain/question';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { Button } from '../../../../components/ui/button';
import { ConditionBuilder } from './condition-builder';
import type { QuestionFormState } from './question-mapping';

/** The question's conditions, each an && group; separate conditions are alternatives. */
export const ConditionsField = ({ earlier }: { earlier: Question[] }) => {
  const { values, errors, setFieldValue } = useFormikContext<QuestionFormState>();
  const [building, setBuilding] = useState(false);
  const set = (conditions: QuestionFormState['conditions']) => void setFieldValue('conditions', conditions);
  return (
    <fieldset className="qform__group">
      <legend className="qform__legend">Condizioni</legend>
      <p className="field__hint">
        La domanda viene posta se almeno una condizione è vera; una condizione è vera se lo sono tutte le sue
        coppie.
      </p>
      {values.conditions.length === 0 ? (
        <p className="muted">Nessuna condizione: la domanda viene sempre posta.</p>
      ) : (
        <ul className="qform__conditions">
          {values.conditions.map((condition, index) => (
            <li key={`${index}-${describeCondition(condition)}`} className="qform__condition">
              {index > 0 && <span className="qform__or">oppure</span>}
              <code className="code-chip">{describeCondition(condition)}</code>
              <Button
                variant="transparent"
                size="sm"
                aria-label={`Rimuovi la condizione ${index + 1}`}
                onClick={() => set(values.conditions.filter((_, i) => i !== index))}
              >
                Rimuovi
              </Button>
            </li>
          ))}
        </ul>
      )}
      {typeof errors.conditions === 'string' && <p className="field__error">{errors.conditions}</p>}
      <div className="qform__add">
        <Button variant="outline" size="sm" onClick={() => setBuilding(true)} disabled={earlier.length === 0}>
          Aggiungi condizione
        </Button>
        {earlier.length === 0 && (
          <p className="field__hint">
            La prima domanda non può avere condizioni: non ci sono domande precedenti.
          </p>
        )}
      </div>
      <ConditionBuilder
        open={building}
        earlier={earlier}
        onAdd={(condition) => set([...values.conditions, condition])}
        onClose={() => setBuilding(false)}
      />
    </fieldset>
  );
};
