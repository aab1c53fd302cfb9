import { useState, type ReactNode } from 'react';
import type { Condition, Question } from '@redigo/shared/domain/question';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { Button } from '../../../../components/ui/button';
import { ConditionBuilder } from './condition-builder';
import '../../../../components/ui/form-fields.css';

interface ConditionsListProps {
  legend: string;
  /** How the conditions combine, said before them. */
  hint: string;
  /** What no condition means. */
  empty: string;
  conditions: Condition[];
  /** The questions a condition may name. */
  earlier: Question[];
  /** Why the list is refused, when it is. */
  error?: string;
  /** Said instead of the add button's use when there is nothing to name. */
  nothingEarlier?: ReactNode;
  onChange: (conditions: Condition[]) => void;
}

/**
 * A list of conditions, each an && group, separate conditions being alternatives («oppure»): each shown as it reads
 * and removable, more added with the condition builder. A question's conditions and a rule's «when» are written so.
 */
export const ConditionsList = ({
  legend,
  hint,
  empty,
  conditions,
  earlier,
  error,
  nothingEarlier,
  onChange,
}: ConditionsListProps) => {
  const [building, setBuilding] = useState(false);
  return (
    <fieldset className="bare-fieldset qform__group">
      <legend className="qform__legend">{legend}</legend>
      <p className="field__hint">{hint}</p>
      {conditions.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul className="qform__conditions">
          {conditions.map((condition, index) => (
            <li key={`${index}-${describeCondition(condition)}`} className="qform__condition">
              {index > 0 && <span className="qform__or">oppure</span>}
              <code className="code-chip">{describeCondition(condition)}</code>
              <Button
                variant="transparent"
                size="sm"
                aria-label={`Rimuovi la condizione ${index + 1}`}
                onClick={() => onChange(conditions.filter((_, i) => i !== index))}
              >
                Rimuovi
              </Button>
            </li>
          ))}
        </ul>
      )}
      {error && <p className="field__error">{error}</p>}
      <div className="qform__add">
        <Button variant="outline" size="sm" onClick={() => setBuilding(true)} disabled={earlier.length === 0}>
          Aggiungi condizione
        </Button>
        {earlier.length === 0 && nothingEarlier && <p className="field__hint">{nothingEarlier}</p>}
      </div>
      <ConditionBuilder
        open={building}
        earlier={earlier}
        onAdd={(condition) => onChange([...conditions, condition])}
        onClose={() => setBuilding(false)}
      />
    </fieldset>
  );
};
