import type { AnswerValue, Answers, Condition, Question } from '../domain/question';

/** The answer given to `variable`, read safely (answers come from JSON: `constructor` is not an answer). */
export const answerOf = (answers: Answers, variable: string): AnswerValue | undefined =>
  Object.hasOwn(answers, variable) ? answers[variable] : undefined;

/** Whether the answer counts as given: one option, or a non-empty selection. */
export const isAnswered = (value: AnswerValue | undefined): value is AnswerValue =>
  typeof value === 'string' || (Array.isArray(value) && value.length > 0);

/** Whether an answer is `option` (single choice) or includes it (multiple choice). */
export const answerIncludes = (value: AnswerValue | undefined, option: string): boolean =>
  Array.isArray(value) ? value.includes(option) : value === option;

/** The answers a pair accepts: `v: a` accepts a, `v: [a, b]` accepts either. */
export const expectedValues = (expected: AnswerValue): string[] =>
  Array.isArray(expected) ? expected : [expected];

/** Whether one pair `variable: expected` holds for the answer given. */
export const pairHolds = (value: AnswerValue | undefined, expected: AnswerValue): boolean =>
  expectedValues(expected).some((option) => answerIncludes(value, option));

/** Whether every pair of a condition holds (AND). */
export const conditionHolds = (condition: Condition, answers: Answers): boolean =>
  Object.entries(condition).every(([variable, expected]) => pairHolds(answerOf(answers, variable), expected));

/** Whether a question is asked: any of its conditions holds (OR), or always when it has none. */
export const isAsked = (question: Question, answers: Answers): boolean =>
  question.required_answers.length === 0 ||
  question.required_answers.some((condition) => conditionHolds(condition, answers));
