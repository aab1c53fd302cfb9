import { useId, useState } from 'react';
import { TEMPLATE_LIMITS, type Question } from '@redigo/shared/domain/question';
import { validationMessages } from '@redigo/shared/messages/validation';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import '../../../../components/ui/numbered-list.css';
import { issuesByQuestion } from './question-issues';
import { QuestionRow } from '../question-order/question-row';
import { moveProblem } from '../question-order/question-order';

interface QuestionsSectionProps {
  questions: Question[];
  check: TemplateCheckResult | null;
  onAdd: () => void;
  onEdit: (index: number) => void;
  /** The questions with the one at `index` moved one place (only when its conditions stay valid). */
  onMove: (index: number, by: -1 | 1) => void;
  onDelete: (index: number) => void;
}

/**
 * 'Domande': the questionnaire in order, each with its conditions, problems, edit, move up or down and delete. A
 * question does not pass a question its conditions name: the list says why instead.
 */
export const QuestionsSection = ({
  questions,
  check,
  onAdd,
  onEdit,
  onMove,
  onDelete,
}: QuestionsSectionProps) => {
  const [deleting, setDeleting] = useState<number | null>(null);
  const [moveNote, setMoveNote] = useState('');
  const move = (index: number, by: -1 | 1) => {
    const problem = moveProblem(questions, index, by);
    setMoveNote(problem ?? '');
    if (!problem) onMove(index, by);
  };
  const textId = `${useId()}-domanda-`;
  const issues = issuesByQuestion(questions, check);
  const full = questions.length >= TEMPLATE_LIMITS.questions;
  return (
    <Card
      title="Domande"
      actions={
        <Button variant="outline" size="sm" onClick={onAdd} disabled={full}>
          Aggiungi domanda
        </Button>
      }
    >
      {full && <p className="muted">{validationMessages.tooManyQuestions}</p>}
      <p role="status" className="questions__issue questions__issue--error questions__move-note">
        {moveNote}
      </p>
      {questions.length === 0 ? (
        <p className="muted">Nessuna domanda: aggiungi la prima domanda del questionario.</p>
      ) : (
        <ol className="questions numbered-list">
          {questions.map((question, index) => (
            <QuestionRow
              key={`${index}-${question.variable}`}
              question={question}
              index={index}
              count={questions.length}
              textId={`${textId}${index}`}
              noun="la domanda"
              conditionsLead="Posta se"
              issues={issues[index]}
              onEdit={onEdit}
              onMove={move}
              onDelete={setDeleting}
            />
          ))}
        </ol>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare la domanda?"
        confirmLabel="Elimina"
        onConfirm={() => {
          if (deleting !== null) onDelete(deleting);
          setDeleting(null);
        }}
        onCancel={() => setDeleting(null)}
      >
        <p>
          La domanda {deleting !== null ? deleting + 1 : ''} sarà tolta dal questionario. Le condizioni di
          altre domande che la usano andranno corrette.
        </p>
      </ConfirmDialog>
    </Card>
  );
};
