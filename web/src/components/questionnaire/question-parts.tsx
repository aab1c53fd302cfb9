import type { AnswerValue, AskedQuestion } from '@redigo/shared/domain/question';
import { Button } from '../ui/button';
import { NotificationCard } from '../ui/notification-card';
import { RevealText } from './reveal-text';

/** What every question form takes: the question, its number, the reveal, a recalled answer, next and back. */
export interface QuestionFormProps {
  question: AskedQuestion;
  /** 'Domanda n'. */
  number: number;
  /** Word-by-word reveal of the question (for lawyers). */
  animated: boolean;
  /** An answer given before (going back, editing), preselected when still among the options. */
  recalled?: AnswerValue;
  onAnswer: (answer: AnswerValue) => void;
  /** Shown only when given: 'Indietro' exists only once something was answered. */
  onBack?: () => void;
}

/** 'Domanda n' and the question's text (revealed word by word when `animated`), inside the form's legend or heading. */
export const QuestionTitle = ({
  number,
  text,
  animated,
  textId,
}: {
  number: number;
  text: string;
  animated: boolean;
  /** Set when the text labels the answer's field. */
  textId?: string;
}) => (
  <>
    <span className="question__number">Domanda {number}</span>
    <span className="question__text" id={textId}>
      <RevealText text={text} animated={animated} />
    </span>
  </>
);

/** The template's note under the question, when it has one. */
export const QuestionNote = ({ description }: { description: string | undefined }) =>
  description ? (
    <NotificationCard variant="info" className="question__note">
      {description}
    </NotificationCard>
  ) : null;

/** Why the answer is refused, announced as it appears. */
export const QuestionError = ({ id, message }: { id: string; message: string | undefined }) =>
  message ? (
    <p id={id} className="question__error" role="alert">
      {message}
    </p>
  ) : null;

/** 'Indietro' (only once something was answered) and 'Avanti', which submits the answer. */
export const QuestionActions = ({ onBack }: { onBack: (() => void) | undefined }) => (
  <div className="question__actions">
    {onBack ? (
      <Button variant="outline" onClick={onBack}>
        Indietro
      </Button>
    ) : (
      <span />
    )}
    <Button type="submit">Avanti</Button>
  </div>
);
