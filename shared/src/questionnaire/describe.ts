import type { Condition, ConditionValue } from '../domain/question';
import { expectedValues, isAnswerPair, isGroupTest } from './conditions';

const SIGNS: Record<string, string> = { gt: '>', gte: '>=', lt: '<', lte: '<=', eq: '=', ne: '!=' };

const describePair = (variable: string, expected: ConditionValue): string => {
  if (isAnswerPair(expected)) return `${variable} = ${expectedValues(expected).join(' o ')}`;
  if (isGroupTest(expected)) {
    const [word, pairs] =
      'any' in expected ? ['almeno un elemento', expected.any] : ['tutti gli elementi', expected.all];
    return `${variable}: ${word} con ${Object.entries(pairs)
      .map(([field, value]) => `${field} = ${expectedValues(value).join(' o ')}`)
      .join(' e ')}`;
  }
  return Object.entries(expected)
    .map(([operator, operand]) => `${variable} ${SIGNS[operator] ?? operator} ${String(operand)}`)
    .join(' && ');
};

/**
 * A condition as the admin screens show it: `variabile = risposta && altra = risposta2 o risposta3`, `canone > 1000`,
 * `conduttori: almeno un elemento con tipo = Persona giuridica`.
 */
export const describeCondition = (condition: Condition): string =>
  Object.entries(condition)
    .map(([variable, expected]) => describePair(variable, expected))
    .join(' && ');
