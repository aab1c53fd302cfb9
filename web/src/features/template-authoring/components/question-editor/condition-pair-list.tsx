import type { Condition } from '@redigo/shared/domain/question';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { Button } from '../../../../components/ui/button';

interface ConditionPairListProps {
  condition: Condition;
  onRemove: (name: string) => void;
}

/** The pairs of the condition built so far, joined by &&, each with its button to take it out. */
export const ConditionPairList = ({ condition, onRemove }: ConditionPairListProps) => {
  const pairs = Object.entries(condition);
  return pairs.length === 0 ? (
    <p className="muted">Nessuna coppia ancora.</p>
  ) : (
    <ul className="builder__pairs" aria-label={describeCondition(condition)}>
      {pairs.map(([name, value], index) => (
        <li key={name} className="builder__pair">
          {index > 0 && <span aria-hidden="true">&&</span>}
          <code className="code-chip">{describeCondition({ [name]: value })}</code>
          <Button
            variant="transparent"
            size="xs"
            aria-label={`Togli ${describeCondition({ [name]: value })}`}
            onClick={() => onRemove(name)}
          >
            ×
          </Button>
        </li>
      ))}
    </ul>
  );
};
