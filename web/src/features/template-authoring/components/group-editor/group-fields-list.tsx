import { useId } from 'react';
import type { SimpleQuestion } from '@redigo/shared/domain/question';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import '../../../../components/ui/numbered-list.css';
import { questionKindLabel } from '../master-form/question-kind';
import { MoveButtons } from '../question-order/move-buttons';

interface GroupFieldsListProps {
  fields: SimpleQuestion[];
  onEdit: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (index: number) => void;
}

/**
 * A group's fields in order, each with its key, type and conditions, and the buttons that edit it, move it up or
 * down (the keyboard's way to reorder) and delete it; each button is described by its field's text.
 */
export const GroupFieldsList = ({ fields, onEdit, onMove, onDelete }: GroupFieldsListProps) => {
  const textId = `${useId()}-campo-`;
  if (fields.length === 0)
    return <p className="muted">Nessun campo: aggiungi il primo campo di ogni elemento.</p>;
  return (
    <ol className="questions numbered-list">
      {fields.map((field, index) => (
        <li key={`${index}-${field.variable}`} className="questions__item numbered-list__item">
          <span className="questions__number numbered-list__number">{index + 1}</span>
          <div className="questions__body numbered-list__body">
            <p id={`${textId}${index}`} className="questions__text">
              {field.question}
            </p>
            <p className="questions__meta">
              <code className="code-chip">{field.variable}</code>
              <Badge tone="neutral">{questionKindLabel(field)}</Badge>
              <span>{field.options.join(' · ')}</span>
            </p>
            {field.required_answers.length > 0 && (
              <p className="questions__conditions">
                Chiesto se:{' '}
                {field.required_answers.map((condition, i) => (
                  <span key={i}>
                    {i > 0 && <span className="questions__or"> oppure </span>}
                    <code className="code-chip">{describeCondition(condition)}</code>
                  </span>
                ))}
              </p>
            )}
          </div>
          <div className="questions__actions">
            <Button
              variant="transparent"
              size="sm"
              onClick={() => onEdit(index)}
              aria-describedby={`${textId}${index}`}
            >
              Modifica
            </Button>
            <MoveButtons index={index} count={fields.length} noun="il campo" onMove={onMove} />
            <Button
              variant="transparent"
              size="sm"
              onClick={() => onDelete(index)}
              aria-describedby={`${textId}${index}`}
            >
              Elimina
            </Button>
          </div>
        </li>
      ))}
    </ol>
  );
};
