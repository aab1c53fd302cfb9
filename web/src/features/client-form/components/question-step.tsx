import type { ClientForm } from '@redigo/shared/domain/client-link';
import type { Answer, Answers } from '@redigo/shared/domain/question';
import { isAnswered } from '@redigo/shared/questionnaire/conditions';
import { ProgressBar } from '../../../components/ui/feedback';
import { AnswerForm, type TypedItem } from '../../questionnaire';
import type { SaveState, Typing } from '../use-client-answers';
import { ClientStep } from './client-step';
import { SaveStatus } from './save-status';

interface QuestionStepProps {
  form: ClientForm;
  index: number;
  answers: Answers;
  typing: Typing;
  saveState: SaveState;
  /** The server's refusal of this question's answer, shown where it was given. */
  problems?: string[];
  onAnswer: (value: Answer) => void;
  onBack: () => void;
  onKeep: (items: TypedItem[]) => void;
}

/**
 * One chosen question, as the lawyer's questionnaire asks it (its typed inputs and checks, a group's cards): how far
 * the client is, the question, «Indietro» and «Avanti», and how the last save went.
 */
export const QuestionStep = ({
  form,
  index,
  answers,
  typing,
  saveState,
  problems,
  onAnswer,
  onBack,
  onKeep,
}: QuestionStepProps) => {
  const question = form.questions[index];
  if (!question) return null;
  const total = form.questions.length;
  const given = form.questions.filter((q) => isAnswered(answers[q.variable])).length;
  return (
    <ClientStep title={form.title} eyebrow="I tuoi dati per il contratto">
      <div className="client-progress">
        <span>{given === 1 ? `1 risposta data su ${total}` : `${given} risposte date su ${total}`}</span>
        <ProgressBar value={given} max={total} label="Risposte date" />
        <SaveStatus state={saveState} />
      </div>
      <AnswerForm
        key={`${question.variable}-${problems ? 'refused' : 'asked'}`}
        question={question}
        number={index + 1}
        animated={false}
        recalled={answers[question.variable]}
        outer={answers}
        kept={typing[question.variable]}
        onKeep={onKeep}
        serverProblems={problems}
        onAnswer={onAnswer}
        onBack={onBack}
      />
    </ClientStep>
  );
};
