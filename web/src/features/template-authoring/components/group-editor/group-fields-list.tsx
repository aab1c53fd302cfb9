import { useId } from 'react';
import type { SimpleQuestion } from '@redigo/shared/domain/question';
import '../../../../components/ui/numbered-list.css';
import { QuestionRow } from '../question-order/question-row';

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
        <QuestionRow
          key={`${index}-${field.variable}`}
          question={field}
          index={index}
          count={fields.length}
          textId={`${textId}${index}`}
          noun="il campo"
          conditionsLead="Chiesto se"
          onEdit={onEdit}
          onMove={onMove}
          onDelete={onDelete}
        />
      ))}
    </ol>
  );
};
