import {
  isGroup,
  typeOf,
  type Answers,
  type AskedQuestion,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { answerOf, isAnswered, isAsked } from './conditions';

/** A question on the path, with its position in the template's list. */
export interface PathStep {
  question: Question;
  index: number;
}

/** The questions asked along the way and the answers that count: those given to the questions asked. */
const walk = (questions: Question[], answers: Answers): { path: PathStep[]; effective: Answers } => {
  const effective: Answers = {};
  const path: PathStep[] = [];
  questions.forEach((question, index) => {
    if (!isAsked(question, effective)) return;
    path.push({ question, index });
    const value = answerOf(answers, question.variable);
    if (isAnswered(value)) effective[question.variable] = value;
  });
  return { path, effective };
};

/**
 * The questions asked along the way, in order. A question is asked when its conditions hold given the answers
 * to the questions asked before it; answers to questions that were not asked are ignored.
 */
export const askedPath = (questions: Question[], answers: Answers): PathStep[] =>
  walk(questions, answers).path;

/**
 * The answers that count: those given to the questions asked along the way. What a group's fields' conditions read
 * outside the group (they name only earlier questions, so the answers after the group change nothing).
 */
export const effectiveAnswers = (questions: Question[], answers: Answers): Answers =>
  walk(questions, answers).effective;

/** A simple question's type with the limits that type has and the question sets. */
const typeWithLimits = (question: SimpleQuestion) => {
  const { max_length, multiline, min, max } = question;
  const type = typeOf(question);
  const limits =
    type === 'text'
      ? { max_length, multiline }
      : type === 'number' || type === 'amount' || type === 'date'
        ? { min, max }
        : {};
  return { type, ...Object.fromEntries(Object.entries(limits).filter(([, value]) => value !== undefined)) };
};

/**
 * The first question in order that is asked and not yet answered, or null when the questionnaire is over. Its
 * `description` is always there (`''` for a question without one), and so is its `type` with the type's limits; a
 * group comes with its item label, its bounds and its fields as stored, and `options: []`.
 */
export const nextQuestion = (questions: Question[], answers: Answers): AskedQuestion | null => {
  const step = askedPath(questions, answers).find(
    ({ question }) => !isAnswered(answerOf(answers, question.variable)),
  );
  if (!step) return null;
  const { variable, question, description, options, is_multiple_selection } = step.question;
  const common = { variable, question, description: description ?? '', index: step.index };
  if (isGroup(step.question)) {
    const { item_label, min_items, max_items, fields } = step.question;
    return {
      type: 'group',
      item_label,
      min_items,
      max_items,
      fields,
      ...common,
      options: [],
      is_multiple_selection: false,
    };
  }
  return { ...typeWithLimits(step.question), ...common, options, is_multiple_selection };
};
