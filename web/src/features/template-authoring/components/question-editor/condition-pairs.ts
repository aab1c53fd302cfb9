import {
  isGroup,
  typeOf,
  type ComparisonOperator,
  type ComparisonTest,
  type Condition,
  type ConditionValue,
  type Question,
  type SimpleQuestion,
} from '@redigo/shared/domain/question';
import { isAnswerPair, isGroupTest } from '@redigo/shared/questionnaire/conditions';
import type { ConditionPairKind, ConditionPairValues } from '@redigo/shared/schemas/questions';
import { readLimit } from '@redigo/shared/schemas/typed-question-form';

/** «Confronto» on a number or an amount, in the words an author reads (docs/api.md, "Conditions on typed answers"). */
export const NUMBER_COMPARISONS: Record<ComparisonOperator, string> = {
  gt: 'maggiore di',
  gte: 'maggiore o uguale a',
  lt: 'minore di',
  lte: 'minore o uguale a',
  eq: 'uguale a',
  ne: 'diverso da',
};

/** «Confronto» on a date. */
export const DATE_COMPARISONS: Record<ComparisonOperator, string> = {
  gt: 'successiva al',
  gte: 'uguale o successiva al',
  lt: 'precedente al',
  lte: 'uguale o precedente al',
  eq: 'uguale al',
  ne: 'diversa dal',
};

/** «Elementi» of a test on a group: some item, or every item. */
export const GROUP_TESTS = { any: 'almeno un elemento', all: 'tutti gli elementi' } as const;

/**
 * What a condition may ask of an earlier question: its answer (a choice), a comparison (a number, an amount, a date),
 * a test on its items' choice fields (a group with at least one); nothing for a text or an identifier.
 */
export const pairKindOf = (question: Question): ConditionPairKind | null => {
  if (isGroup(question)) return question.fields.some(isChoiceField) ? 'group' : null;
  const type = typeOf(question);
  return type === 'choice' || type === 'number' || type === 'amount' || type === 'date' ? type : null;
};

export const isChoiceField = (field: SimpleQuestion): boolean => typeOf(field) === 'choice';

export const isComparisonKind = (kind: ConditionPairKind | null): kind is 'number' | 'amount' | 'date' =>
  kind === 'number' || kind === 'amount' || kind === 'date';

/** Whether `question` can take one more pair in `condition`: once, or a comparison once per operator. */
export const canJoin = (condition: Condition, question: Question): boolean => {
  const kind = pairKindOf(question);
  if (kind === null) return false;
  const present = condition[question.variable];
  if (present === undefined) return true;
  return isComparisonKind(kind) && !isAnswerPair(present) && !isGroupTest(present);
};

/**
 * The pair the builder's values make, joined to what the condition holds already for the same question (a second
 * comparison makes a range: `{"gt": 1000, "lte": 5000}`). The values are those conditionPairSchema accepted.
 */
export const pairValue = (
  values: ConditionPairValues,
  present: ConditionValue | undefined,
): ConditionValue => {
  const { kind } = values;
  if (kind === 'group')
    return { [values.quantifier as 'any']: { [values.field ?? '']: values.option ?? '' } } as ConditionValue;
  if (isComparisonKind(kind)) {
    const operand = readLimit(kind, values.operand ?? '') as number | string;
    const before = present && !isAnswerPair(present) && !isGroupTest(present) ? present : {};
    return { ...(before as ComparisonTest), [values.operator as ComparisonOperator]: operand };
  }
  return values.answer ?? '';
};
