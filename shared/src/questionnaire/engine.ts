import {
  typeOf,
  type Answers,
  type AskedQuestion,
  type DetailedAnswer,
  type Question,
} from '../domain/question';
import { answerOf, isAnswered, isAsked } from './conditions';
import { readableAnswer } from './readable-answers';

/** A question on the path, with its position in the template's list. */
export interface PathStep {
  question: Question;
  index: number;
}

/**
 * The questions asked along the way, in order. A question is asked when its conditions hold given the answers
 * to the questions asked before it; answers to questions that were not asked are ignored.
 */
export const askedPath = (questions: Question[], answers: Answers): PathStep[] => {
  const effective: Answers = {};
  const path: PathStep[] = [];
  questions.forEach((question, index) => {
    if (!isAsked(question, effective)) return;
    path.push({ question, index });
    const value = answerOf(answers, question.variable);
    if (isAnswered(value)) effective[question.variable] = value;
  });
  return path;
};

/**
 * The first question in order that is asked and not yet answered, or null when the questionnaire is over. Its
 * `description` is always there (`''` for a question without one), and so is its `type` with the type's limits.
 */
export const nextQuestion = (questions: Question[], answers: Answers): AskedQuestion | null => {
  const step = askedPath(questions, answers).find(
    ({ question }) => !isAnswered(answerOf(answers, question.variable)),
  );
  if (!step) return null;
  const { variable, question, description, options, is_multiple_selection } = step.question;
  const { max_length, multiline, min, max } = step.question;
  const type = typeOf(step.question);
  const limits = type === 'text' ? { max_length, multiline } : type === 'choice' ? {} : { min, max };
  return {
    type,
    ...Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)),
    variable,
    question,
    description: description ?? '',
    options,
    is_multiple_selection,
    index: step.index,
  };
};

/** The answered questions along the way, in order, as a contract's detail shows them (typed answers in Italian). */
export const detailedAnswers = (questions: Question[], answers: Answers): DetailedAnswer[] =>
  askedPath(questions, answers).flatMap(({ question }) => {
    const value = answerOf(answers, question.variable);
    return isAnswered(value)
      ? [
          {
            variable: question.variable,
            question: question.question,
            given_answer: readableAnswer(question, value),
          },
        ]
      : [];
  });
