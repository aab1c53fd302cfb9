import type { Answer, AskedQuestion, AskedSimpleQuestion } from '@redigo/shared/domain/question';
import { Button } from '../../../components/ui/button';
import { NotificationCard } from '../../../components/ui/notification-card';
import { RevealText } from './reveal-text';

/** What every question form takes: the question, its number, the reveal, a recalled answer, next and back. */
export interface AnswerFormProps {
  question: AskedQuestion;
  /** 'Domanda n'. */
  number: number;
  /** Word-by-word reveal of the question (for lawyers). */
  animated: boolean;
  /** An answer given before (going back, editing), preselected when still among the options. */
  recalled?: Answer;
  onAnswer: (answer: Answer) => void;
  /** Shown only when given: 'Indietro' exists only once something was answered. */
  onBack?: () => void;
  /**
   * Why the server refused this answer (a 400 on the next question: a rule across answers, a check only the server
   * makes), shown where the lawyer answered, with the focus there and the answer kept to be corrected.
   */
  serverProblems?: readonly string[];
}

/** The props of the form of a question answered with one value (a choice or a typed answer). */
export interface SimpleAnswerFormProps extends Omit<AnswerFormProps, 'question'> {
  question: AskedSimpleQuestion;
}

/**
 * 'Domanda n' and the question's text (revealed word by word when `animated`) as the form's legend or heading, then
 * the template's note on it, when it has one.
 */
export const QuestionHeading = ({
  as: Tag,
  question,
  number,
  animated,
  textId,
}: Pick<AnswerFormProps, 'question' | 'number' | 'animated'> & {
  as: 'legend' | 'h2';
  /** Set when the text labels the answer's field. */
  textId?: string;
}) => (
  <>
    <Tag className="question__legend">
      <span className="question__number">Domanda {number}</span>
      <span className="question__text" id={textId}>
        <RevealText text={question.question} animated={animated} />
      </span>
    </Tag>
    {question.description && (
      <NotificationCard variant="info" className="question__note">
        {question.description}
      </NotificationCard>
    )}
  </>
);

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
