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
 * A question as the questionnaire serves it, at `index` in the template's list: its `description` always there
 * (`''` for a question without one), its `type` with the type's limits; a group with its item label, its bounds and
 * its fields as stored, and `options: []`. The client's form (client-answers.ts) serves its questions the same way.
 */
export const askedQuestion = (question: Question, index: number): AskedQuestion => {
  const { variable, question: text, description, options, is_multiple_selection } = question;
  const common = { variable, question: text, description: description ?? '', index };
  if (isGroup(question)) {
    const { item_label, min_items, max_items, fields } = question;
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
  return { ...typeWithLimits(question), ...common, options, is_multiple_selection };
};

/** The first question in order that is asked and not yet answered, or null when the questionnaire is over. */
export const nextQuestion = (questions: Question[], answers: Answers): AskedQuestion | null => {
  const step = askedPath(questions, answers).find(
    ({ question }) => !isAnswered(answerOf(answers, question.variable)),
  );
  return step ? askedQuestion(step.question, step.index) : null;
};
