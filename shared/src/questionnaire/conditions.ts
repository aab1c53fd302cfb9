import type { Answer, AnswerValue, Answers, Condition, Question } from '../domain/question';

/** The answer given to `variable`, read safely (answers come from JSON: `constructor` is not an answer). */
export const answerOf = (answers: Answers, variable: string): Answer | undefined =>
  Object.hasOwn(answers, variable) ? answers[variable] : undefined;

/** Whether the answer counts as given: one option or text, a non-empty selection, a non-empty list of items. */
export const isAnswered = (value: Answer | undefined): value is Answer =>
  typeof value === 'string' || (Array.isArray(value) && value.length > 0);

/** Whether an answer is one value or a list of values: the answer of a question that is not a group. */
export const isAnswerValue = (value: unknown): value is AnswerValue =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** Whether an answer is `option` (single choice) or includes it (multiple choice). */
export const answerIncludes = (value: Answer | undefined, option: string): boolean =>
  Array.isArray(value) ? value.some((item) => item === option) : value === option;

/** The answers a pair accepts: `v: a` accepts a, `v: [a, b]` accepts either. */
export const expectedValues = (expected: AnswerValue): string[] =>
  Array.isArray(expected) ? expected : [expected];

/** Whether one pair `variable: expected` holds for the answer given. */
export const pairHolds = (value: Answer | undefined, expected: AnswerValue): boolean =>
  expectedValues(expected).some((option) => answerIncludes(value, option));

/** Whether every pair of a condition holds (AND). */
export const conditionHolds = (condition: Condition, answers: Answers): boolean =>
  Object.entries(condition).every(([variable, expected]) => pairHolds(answerOf(answers, variable), expected));

/** Whether a question is asked, reading each answer its conditions name with `read`. */
export const isAskedReading = (
  question: Pick<Question, 'required_answers'>,
  read: (variable: string) => Answer | undefined,
): boolean =>
  question.required_answers.length === 0 ||
  question.required_answers.some((condition) =>
    Object.entries(condition).every(([variable, expected]) => pairHolds(read(variable), expected)),
  );

/** Whether a question is asked: any of its conditions holds (OR), or always when it has none. */
export const isAsked = (question: Pick<Question, 'required_answers'>, answers: Answers): boolean =>
  isAskedReading(question, (variable) => answerOf(answers, variable));
