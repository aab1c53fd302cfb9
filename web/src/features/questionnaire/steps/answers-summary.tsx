import { useId, useState } from 'react';
import { isGroup } from '@redigo/shared/domain/question';
import { isAnswerValue } from '@redigo/shared/questionnaire/conditions';
import { detailedGroupAnswer } from '@redigo/shared/questionnaire/detailed-answers';
import { readableAnswer } from '@redigo/shared/questionnaire/readable-answers';
import { answerText } from '../../../lib/answer-text';
import type { Answers } from '@redigo/shared/domain/question';
import { Badge } from '../../../components/ui/badge';
import { isCarriedAnswer, type ContractStep } from '../store/new-contract-store';
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

/** One line of an answer: its text, the answer's own text, and the key of the contract's detail it stands for. */
interface AnswerLine {
  key: string;
  text: string;
  value: string;
}

/** How an update's question stands against its original: its answer carried, changed since, or a new question. */
type Origin = 'carried' | 'changed' | 'new';

const originOf = (carried: Answers, step: ContractStep): Origin =>
  isCarriedAnswer(carried, step) ? 'carried' : step.question.variable in carried ? 'changed' : 'new';

const ORIGIN_MARKS = {
  carried: { tone: 'neutral', text: 'Risposta riportata' },
  changed: { tone: 'neutral', text: 'Risposta modificata' },
  new: { tone: 'info', text: 'Domanda nuova' },
} as const;

/** An update's mark on a question of its summary. */
const OriginMark = ({ origin }: { origin: Origin }) => (
  <span className="summary__origin">
    <Badge tone={ORIGIN_MARKS[origin].tone}>{ORIGIN_MARKS[origin].text}</Badge>
  </span>
);

/** A step's answer as lines to read: one, or for a group one per item and field (`Locatore 1 – Nome: Mario`). */
const answerLines = (steps: readonly ContractStep[], index: number): AnswerLine[] => {
  const step = steps[index];
  if (!step) return [];
  if (isGroup(step.question)) {
    const before = Object.fromEntries(
      steps.slice(0, index).map(({ question, answer }) => [question.variable, answer]),
    );
    return detailedGroupAnswer(step.question, step.answer, before).map((detail) => {
      const value = answerText(detail.given_answer);
      return { key: detail.variable, text: `${detail.question}: ${value}`, value };
    });
  }
  if (!isAnswerValue(step.answer)) return [];
  const value = answerText(readableAnswer(step.question, step.answer));
  return [{ key: step.question.variable, text: value, value }];
};

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
