import type { Question } from '@redigo/shared/domain/question';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import '../../../../components/ui/numbered-list.css';
import { questionKindLabel } from '../master-form/question-kind';
import { MoveButtons } from './move-buttons';

interface QuestionRowProps {
  question: Question;
  index: number;
  /** How many rows the list has (the last one does not move down). */
  count: number;
  /** The id of the row's text, which describes each of its buttons. */
  textId: string;
  /** «la domanda» in the master form, «il campo» in the group editor. */
  noun: string;
  /** What the conditions are introduced by: «Posta se» for a question, «Chiesto se» for a group's field. */
  conditionsLead: string;
  /** The template check's problems of this question (the master form only). */
  issues?: { errors: string[]; warnings: string[] };
  onEdit: (index: number) => void;
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (index: number) => void;
}

/**
 * One question (or a group's field) in the staff's ordered lists: its text, key, type, options and conditions, its
 * problems, and the buttons that edit it, move it up or down (the keyboard's way to reorder) and delete it.
 */
export const QuestionRow = ({
  question,
  index,
  count,
  textId,
  noun,
  conditionsLead,
  issues,
  onEdit,
  onMove,
  onDelete,
}: QuestionRowProps) => (
  <li className="questions__item numbered-list__item">
    <span className="questions__number numbered-list__number">{index + 1}</span>
    <div className="questions__body numbered-list__body">
      <p id={textId} className="questions__text">
        {question.question}
      </p>
      <p className="questions__meta">
        <code className="code-chip">{question.variable}</code>
        <Badge tone="neutral">{questionKindLabel(question)}</Badge>
        <span>{question.options.join(' · ')}</span>
      </p>
      {question.required_answers.length > 0 && (
        <p className="questions__conditions">
          {conditionsLead}:{' '}
          {question.required_answers.map((condition, i) => (
            <span key={i}>
              {i > 0 && <span className="questions__or"> oppure </span>}
              <code className="code-chip">{describeCondition(condition)}</code>
            </span>
          ))}
        </p>
      )}
      {issues?.errors.map((message) => (
        <p key={message} className="questions__issue questions__issue--error">
          {message}
        </p>
      ))}
      {issues?.warnings.map((message) => (
        <p key={message} className="questions__issue">
          {message}
        </p>
      ))}
    </div>
    <div className="questions__actions">
      <Button variant="transparent" size="sm" onClick={() => onEdit(index)} aria-describedby={textId}>
        Modifica
      </Button>
      <MoveButtons index={index} count={count} noun={noun} onMove={onMove} />
      <Button variant="transparent" size="sm" onClick={() => onDelete(index)} aria-describedby={textId}>
        Elimina
      </Button>
    </div>
  </li>
);
