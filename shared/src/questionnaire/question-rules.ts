import {
  COMPARISON_OPERATORS,
  isGroup,
  toVariable,
  typeOf,
  type Condition,
  type Question,
} from '../domain/question';
import { parseIsoDate } from '../italian/calendar';
import { conditionMessages } from '../messages/conditions';
import { groupQuestionMessages } from '../messages/groups';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { typedAnswerMessages } from '../messages/typed-answers';
import { expectedValues } from './conditions';

/** Words the tag language reads as values, so they can't name a question. */
const RESERVED_WORDS = new Set(['true', 'false', 'null', 'undefined', 'this']);
/** What a tag can name: a letter or underscore, then letters, digits or underscores. */
const TAG_IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_]*$/u;

/** What is wrong with a question key (its variable), in the order a person would fix it; empty when fine. */
export const keyProblems = (variable: string): string[] => {
  if (!variable.trim()) return [messages.keyRequired];
  if (variable !== toVariable(variable)) return [messages.keyWithSpaces(toVariable(variable))];
  if (/^\p{N}/u.test(variable)) return [messages.keyStartsWithDigit];
  if (!TAG_IDENTIFIER.test(variable)) return [messages.keyCharacters];
  return RESERVED_WORDS.has(variable) ? [messages.keyReserved(variable)] : [];
};

/** What is wrong with a choice's options: fewer than two filled in, an empty one, a repeated one. */
export const optionProblems = (options: string[]): string[] => {
  const filled = options.filter((option) => option.trim() !== '');
  const empty = options.flatMap((option, position) => (option.trim() === '' ? [position + 1] : []));
  const repeated = new Set(
    options.filter((option, position) => option.trim() && options.indexOf(option) !== position),
  );
  return [
    ...(filled.length < 2 ? [messages.atLeastTwoOptions] : empty.map(messages.emptyOption)),
    ...[...repeated].map(messages.repeatedOption),
  ];
};

/** A comparison's problems: on a number, amount or date only; known operators; a number, or a real date. */
/** Whether a comparison may name the question: a number, an amount or a date. */
export const isComparable = (question: Pick<Question, 'type'>): boolean => {
  const type = typeOf(question);
  return type === 'number' || type === 'amount' || type === 'date';
};

const comparisonProblems = (
  expected: Record<string, unknown>,
  position: number,
  target: Question,
): string[] => {
  const { variable } = target;
  if (!isComparable(target)) {
    return [conditionMessages.comparisonOnWrongType(position, variable)];
  }
  const pairs = Object.entries(expected);
  if (pairs.length === 0) return [conditionMessages.emptyComparison(position, variable)];
  return pairs.flatMap(([operator, operand]) => {
    if (!(COMPARISON_OPERATORS as readonly string[]).includes(operator)) {
      return [conditionMessages.unknownOperator(position, variable, operator)];
    }
    if (typeOf(target) === 'date') {
      return typeof operand === 'string' && parseIsoDate(operand)
        ? []
        : [conditionMessages.operandNotADate(position, variable, String(operand))];
    }
    return typeof operand === 'number' && Number.isFinite(operand)
      ? []
      : [conditionMessages.operandNotANumber(position, variable)];
  });
};

/** A group test's problems: on a group, at top level, `any` or `all` of pairs naming its choice fields' options. */
const groupTestProblems = (
  expected: Record<string, unknown>,
  position: number,
  target: Question,
  inField: boolean,
): string[] => {
  const { variable } = target;
  if (!isGroup(target)) return [conditionMessages.testOnNotGroup(position, variable)];
  if (inField) return [conditionMessages.groupTestInField(position, variable)];
  const keys = Object.keys(expected);
  const inner = expected[keys[0] ?? ''];
  if (keys.length !== 1 || typeof inner !== 'object' || inner === null || Array.isArray(inner)) {
    return [conditionMessages.groupTestShape(position, variable)];
  }
  const pairs = Object.entries(inner as Record<string, unknown>);
  if (pairs.length === 0) return [conditionMessages.groupTestShape(position, variable)];
  return pairs.flatMap(([name, value]) => {
    const field = target.fields.find((candidate) => candidate.variable === name);
    if (!field) return [conditionMessages.groupTestField(position, variable, name)];
    if (typeOf(field) !== 'choice') return [conditionMessages.groupTestNotChoice(position, name)];
    const values = typeof value === 'string' ? [value] : Array.isArray(value) ? (value as unknown[]) : [];
    if (values.length === 0 || values.some((option) => typeof option !== 'string' || option === '')) {
      return [conditionMessages.groupTestShape(position, variable)];
    }
    return (values as string[])
      .filter((option) => !field.options.includes(option))
      .map((option) => conditionMessages.groupTestOption(position, name, option));
  });
};

/**
 * What is wrong with condition `position` (from 1): empty, or a pair naming something else than one of `earlier`
 * (`otherName` says what); a pair of answers on a group, a typed question, no answer or an answer the question does
 * not have; a comparison on anything but a number, amount or date, with an unknown operator or an operand of the
 * wrong kind (`2026-02-30`); a group test on anything but a group, inside a group's field (`inField`), or naming a
 * field the group lacks, one that is not a choice, or an option the field does not have.
 */
export const conditionProblems = (
  condition: Condition,
  position: number,
  earlier: Question[],
  otherName: (variable: string) => string,
  inField = false,
): string[] => {
  const pairs = Object.entries(condition);
  if (pairs.length === 0) return [messages.emptyCondition(position)];
  return pairs.flatMap(([variable, expected]) => {
    const target = earlier.find((question) => question.variable === variable);
    if (!target) return [otherName(variable)];
    if (typeof expected === 'object' && expected !== null && !Array.isArray(expected)) {
      return Object.hasOwn(expected, 'any') || Object.hasOwn(expected, 'all')
        ? groupTestProblems(expected, position, target, inField)
        : comparisonProblems(expected, position, target);
    }
    if (isGroup(target)) return [groupQuestionMessages.conditionOnGroup(position, variable)];
    if (typeOf(target) !== 'choice')
      return [typedAnswerMessages.conditionOnTyped(position, variable, isComparable(target))];
    const values = expectedValues(expected);
    if (values.length === 0 || values.some((value) => value === '')) {
      return [messages.conditionNoValue(position, variable)];
    }
    return values
      .filter((value) => !target.options.includes(value))
      .map((value) => messages.conditionOutsideOptions(position, variable, value));
  });
};
