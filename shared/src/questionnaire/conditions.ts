import type {
  Answer,
  AnswerValue,
  Answers,
  ComparisonOperator,
  ComparisonTest,
  Condition,
  ConditionValue,
  GroupItem,
  GroupTest,
  Question,
} from '../domain/question';
import { compare, parseDecimal } from '../expressions/decimal';

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

/** Whether a pair expects an answer or a list of answers (not a comparison or a test on a group). */
export const isAnswerPair = (expected: ConditionValue): expected is AnswerValue =>
  typeof expected === 'string' || Array.isArray(expected);

/** Whether a pair is a test on a group's items: `{"any": {...}}` or `{"all": {...}}`. */
export const isGroupTest = (expected: ConditionValue): expected is GroupTest =>
  !isAnswerPair(expected) && (Object.hasOwn(expected, 'any') || Object.hasOwn(expected, 'all'));

/**
 * The answers a pair accepts: `v: a` accepts a, `v: [a, b]` accepts either; a comparison or a group test names
 * no answer of the question.
 */
export const expectedValues = (expected: ConditionValue): string[] =>
  Array.isArray(expected) ? expected : typeof expected === 'string' ? [expected] : [];

const HOLDS: Record<ComparisonOperator, (order: number) => boolean> = {
  gt: (order) => order > 0,
  gte: (order) => order >= 0,
  lt: (order) => order < 0,
  lte: (order) => order <= 0,
  eq: (order) => order === 0,
  ne: (order) => order !== 0,
};

/** The order of an answer against a comparison's operand: dates as ISO texts, numbers as exact decimals. */
const orderOf = (value: string, operand: number | string): number | null => {
  if (typeof operand === 'string') return value < operand ? -1 : value > operand ? 1 : 0;
  const answer = parseDecimal(value);
  const limit = Number.isFinite(operand) ? parseDecimal(String(operand)) : null;
  return answer && limit ? compare(answer, limit) : null;
};

/** Whether a comparison holds for a number, amount or date answer: every operator it has; never when not answered. */
const comparisonHolds = (value: Answer | undefined, test: ComparisonTest): boolean => {
  if (typeof value !== 'string') return false;
  const pairs = Object.entries(test) as [ComparisonOperator, number | string][];
  return (
    pairs.length > 0 &&
    pairs.every(([operator, operand]) => {
      const order = orderOf(value, operand);
      return order !== null && Object.hasOwn(HOLDS, operator) && HOLDS[operator](order);
    })
  );
};

/** Whether one item holds every pair of a group test's inner condition (answers of its own choice fields). */
const itemHolds = (item: unknown, pairs: Record<string, AnswerValue>): boolean =>
  typeof item === 'object' &&
  item !== null &&
  !Array.isArray(item) &&
  Object.entries(pairs).every(([field, expected]) =>
    pairHolds(Object.hasOwn(item, field) ? (item as GroupItem)[field] : undefined, expected),
  );

/** Whether a group test holds: some item (`any`) or every item of a non-empty list (`all`). */
const groupTestHolds = (value: Answer | undefined, test: GroupTest): boolean => {
  if (!Array.isArray(value) || value.length === 0) return false;
  const items = value as unknown[];
  return 'any' in test
    ? items.some((item) => itemHolds(item, test.any))
    : items.every((item) => itemHolds(item, test.all));
};

/** Whether one pair `variable: expected` holds for the answer given. */
export const pairHolds = (value: Answer | undefined, expected: ConditionValue): boolean => {
  if (isAnswerPair(expected)) return expectedValues(expected).some((option) => answerIncludes(value, option));
  if (isGroupTest(expected)) return groupTestHolds(value, expected);
  return comparisonHolds(value, expected);
};

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
