import { useId, useState } from 'react';
import { TEMPLATE_LIMITS, type Question } from '@redigo/shared/domain/question';
import { validationMessages } from '@redigo/shared/messages/validation';
import type { TemplateCheckResult } from '@redigo/shared/domain/template';
import { describeCondition } from '@redigo/shared/questionnaire/describe';
import { Badge } from '../../../../components/ui/badge';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import '../../../../components/ui/numbered-list.css';
import { issuesByQuestion } from './question-issues';
import { questionKindLabel } from './question-kind';

interface QuestionsSectionProps {
  questions: Question[];
  check: TemplateCheckResult | null;
  onAdd: () => void;
  onEdit: (index: number) => void;
  onDelete: (index: number) => void;
}

/** 'Domande': the questionnaire in order, each with its conditions, problems, edit and delete. */
export const QuestionsSection = ({ questions, check, onAdd, onEdit, onDelete }: QuestionsSectionProps) => {
  const [deleting, setDeleting] = useState<number | null>(null);
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
      {questions.length === 0 ? (
        <p className="muted">Nessuna domanda: aggiungi la prima domanda del questionario.</p>
      ) : (
        <ol className="questions numbered-list">
          {questions.map((question, index) => (
            <li key={`${index}-${question.variable}`} className="questions__item numbered-list__item">
              <span className="questions__number numbered-list__number">{index + 1}</span>
              <div className="questions__body numbered-list__body">
                <p id={`${textId}${index}`} className="questions__text">
                  {question.question}
                </p>
                <p className="questions__meta">
                  <code className="code-chip">{question.variable}</code>
                  <Badge tone="neutral">{questionKindLabel(question)}</Badge>
                  <span>{question.options.join(' · ')}</span>
                </p>
                {question.required_answers.length > 0 && (
                  <p className="questions__conditions">
                    Posta se:{' '}
                    {question.required_answers.map((condition, i) => (
                      <span key={i}>
                        {i > 0 && <span className="questions__or"> oppure </span>}
                        <code className="code-chip">{describeCondition(condition)}</code>
                      </span>
                    ))}
                  </p>
                )}
                {issues[index]?.errors.map((message) => (
                  <p key={message} className="questions__issue questions__issue--error">
                    {message}
                  </p>
                ))}
                {issues[index]?.warnings.map((message) => (
                  <p key={message} className="questions__issue">
                    {message}
                  </p>
                ))}
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
                <Button
                  variant="transparent"
                  size="sm"
                  onClick={() => setDeleting(index)}
                  aria-describedby={`${textId}${index}`}
                >
                  Elimina
                </Button>
              </div>
            </li>
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
