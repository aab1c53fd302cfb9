import {
  isGroup,
  typeOf,
  type Answer,
  type ComparisonOperator,
  type ComparisonTest,
  type Question,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { namesOf } from '@redigo/shared/expressions/ast';
import {
  add,
  compare,
  parseDecimal,
  subtract,
  toPlainString,
  type Decimal,
} from '@redigo/shared/expressions/decimal';
import { parseExpression } from '@redigo/shared/expressions/parser';
import { whenOf, type TemplateRule } from '@redigo/shared/expressions/rules';
import { isAnswerPair, isGroupTest } from '@redigo/shared/questionnaire/conditions';
import { sampleGroupAnswer, sampleWithinLimits } from '@redigo/shared/questionnaire/sample-answer';

/** The answers «Verifica tutti i percorsi» tries for a question. */
export type AnswersTried = (question: Question) => Answer[];

/**
 * The answers tried for a question alone: every option of a single choice; each option alone and all of them for a
 * multiple choice; one representative value within the limits for a typed question. A group is tried through its
 * flattened count and fields (group-paths.ts); alone, it gets one sample list of `min_items` items.
 */
export const representativeAnswers: AnswersTried = (question) => {
  if (isGroup(question)) return [sampleGroupAnswer(question, {})];
  if (typeOf(question) !== 'choice') return [sampleWithinLimits(question)];
  if (!question.is_multiple_selection) return question.options;
  return question.options.length > 1
    ? [...question.options.map((option) => [option]), question.options]
    : question.options.map((option) => [option]);
};

type Bounded = 'number' | 'amount' | 'date';

const isBounded = (type: string): type is Bounded =>
  type === 'number' || type === 'amount' || type === 'date';

/** An amount as the questionnaire takes it: at most two decimals. */
const AMOUNT_ANSWER = /^-?\d+(\.\d{1,2})?$/;

/** One step of a type: a day for a date, a cent for an amount, the operand's last decimal (or 1) for a number. */
const DAY_MS = 86_400_000;

const shiftedDate = (iso: string, days: number): string | null => {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isNaN(time) ? null : new Date(time + days * DAY_MS).toISOString().slice(0, 10);
};

const decimalStep = (type: 'number' | 'amount', value: Decimal): Decimal =>
  type === 'amount'
    ? { coefficient: 1n, scale: 2 }
    : { coefficient: 1n, scale: Math.max(0, Math.min(6, value.scale)) };

/** `operand` moved by `steps` (-1, 0 or 1) of its type, written as an answer of that type; null when it can't be. */
const stepped = (type: Bounded, operand: number | string, steps: -1 | 0 | 1): string | null => {
  if (type === 'date') return typeof operand === 'string' ? shiftedDate(operand, steps) : null;
  const value =
    typeof operand === 'number' && Number.isFinite(operand) ? parseDecimal(String(operand)) : null;
  if (!value) return null;
  const step = decimalStep(type, value);
  const moved = steps === 0 ? value : steps > 0 ? add(value, step) : subtract(value, step);
  const answer = toPlainString(moved, type === 'amount' ? 2 : 0);
  return type === 'amount' && !AMOUNT_ANSWER.test(answer) ? null : answer;
};

/** Whether an answer of a bounded type lies within the question's `min` and `max`. */
const withinLimits = (question: SimpleQuestion, type: Bounded, answer: string): boolean => {
  const order = (limit: unknown): number | null => {
    if (type === 'date')
      return typeof limit === 'string' ? (answer < limit ? -1 : answer > limit ? 1 : 0) : null;
    const a = parseDecimal(answer);
    const b = typeof limit === 'number' ? parseDecimal(String(limit)) : null;
    return a && b ? compare(a, b) : null;
  };
  const belowMin = order(question.min);
  const aboveMax = order(question.max);
  return !(belowMin !== null && belowMin < 0) && !(aboveMax !== null && aboveMax > 0);
};

/**
 * The steps tried around a comparison's operand, one each side of where it turns: `gt 10` and `lte 10` turn between
 * 10 and the next value up, `gte 10` and `lt 10` between the value below and 10, `eq` and `ne` at 10 and just above.
 */
const STEPS: Record<ComparisonOperator, (-1 | 0 | 1)[]> = {
  gt: [0, 1],
  lte: [0, 1],
  gte: [-1, 0],
  lt: [-1, 0],
  eq: [0, 1],
  ne: [0, 1],
};

/** The comparisons of conditions, by the (flattened) variable they name. */
const comparisonsByVariable = (questions: Question[], rules: TemplateRule[]) => {
  const found = new Map<string, ComparisonTest[]>();
  const conditions = [
    ...questions.flatMap((question) => question.required_answers),
    ...rules.flatMap(whenOf),
  ];
  for (const condition of conditions)
    for (const [variable, expected] of Object.entries(condition)) {
      if (isAnswerPair(expected) || isGroupTest(expected)) continue;
      found.set(variable, [...(found.get(variable) ?? []), expected]);
    }
  return found;
};

/** The variables the rules' checks read. */
const ruleNames = (rules: TemplateRule[]): Set<string> =>
  new Set(
    rules.flatMap((rule) => {
      const parsed = parseExpression(rule.check);
      return parsed.ok ? namesOf(parsed.ast) : [];
    }),
  );

/**
 * The answers tried for each question of a template (docs/api.md, "Computed amounts and rules across answers"): the
 * representative ones, and for a number, amount or date question also the values where a comparison on it turns
 * (both sides of each operand, within the question's limits) and, when a rule reads it, its `min` and `max`, so that
 * each comparison is tried at its boundary and each rule both held and broken where the limits allow it. `questions`
 * are those the paths are walked over (groups flattened: a field's comparisons name it `gruppo.campo`).
 */
export const answersTried = (questions: Question[], rules: TemplateRule[] = []): AnswersTried => {
  const comparisons = comparisonsByVariable(questions, rules);
  const readByRules = ruleNames(rules);
  return (question) => {
    const representative = representativeAnswers(question);
    if (isGroup(question)) return representative;
    const type = typeOf(question);
    if (!isBounded(type)) return representative;
    const around = (comparisons.get(question.variable) ?? []).flatMap((test) =>
      (Object.entries(test) as [ComparisonOperator, number | string][]).flatMap(([operator, operand]) =>
        (STEPS[operator] ?? []).map((steps) => stepped(type, operand, steps)),
      ),
    );
    const limits = readByRules.has(question.variable)
      ? [question.min, question.max].map((limit) => (limit === undefined ? null : stepped(type, limit, 0)))
      : [];
    const extra = [...around, ...limits].filter(
      (answer): answer is string => answer !== null && withinLimits(question, type, answer),
    );
    return [...new Set([...(representative as string[]), ...extra])];
  };
};
