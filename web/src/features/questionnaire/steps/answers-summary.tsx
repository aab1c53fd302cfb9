import { useId, useState } from 'react';
import type { Answers } from '@redigo/shared/domain/question';
import { Badge } from '../../../components/ui/badge';
import type { ContractStep } from '../store/new-contract-store';
import { answerLines } from './answer-lines';
import { OriginMark, originOf } from './origin-mark';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import '../../../components/ui/numbered-list.css';
import './answers-summary.css';

interface AnswersSummaryProps {
  steps: readonly ContractStep[];
  /** Called once the person confirmed editing the answer at `index` (later answers are to be redone). */
  onEdit: (index: number) => void;
  /** The answers taken from the client, by detail key, with their text: marked «Dal cliente» while still so. */
  fromClient?: Record<string, string>;
  /**
   * An update's answers carried over from the original, by variable: each question is then marked as carried (its
   * answer still as it came) or new. Absent for any other compilation.
   */
  carried?: Answers;
}

/**
 * Every question asked, numbered, with the answer given and an edit button ('Modifica', described by its question)
 * that asks for confirmation.
 */
export const AnswersSummary = ({ steps, onEdit, fromClient = {}, carried }: AnswersSummaryProps) => {
  const [editing, setEditing] = useState<number | null>(null);
  const questionId = `${useId()}-domanda-`;
  const confirm = () => {
    if (editing !== null) onEdit(editing);
    setEditing(null);
  };
  return (
    <>
      <ol className="summary numbered-list">
        {steps.map((step, i) => (
          <li key={step.question.variable} className="summary__item numbered-list__item">
            <span className="summary__number numbered-list__number" aria-hidden="true">
              {i + 1}
            </span>
            <div className="summary__text numbered-list__body">
              <p id={`${questionId}${i}`} className="summary__question">
                {step.question.question}
              </p>
              {carried && <OriginMark origin={originOf(carried, step)} />}
              {answerLines(steps, i).map((line, n) => (
                <p key={n} className="summary__answer">
                  {line.text}
                  {fromClient[line.key] === line.value && (
                    <>
                      {' '}
                      <Badge tone="info">Dal cliente</Badge>
                    </>
                  )}
                </p>
              ))}
            </div>
            <Button
              variant="transparent"
              size="sm"
              onClick={() => setEditing(i)}
              aria-describedby={`${questionId}${i}`}
            >
              Modifica
            </Button>
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={editing !== null}
        title="Modificare la risposta?"
        confirmLabel="Modifica"
        onConfirm={confirm}
        onCancel={() => setEditing(null)}
      >
        <p>Tornerai al questionario da questa domanda: le risposte successive andranno date di nuovo.</p>
      </ConfirmDialog>
    </>
  );
};
