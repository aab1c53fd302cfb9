import { isGroup, toVariable, typeOf, type Condition, type Question } from '../domain/question';
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

/**
 * What is wrong with condition `position` (from 1): empty, or a pair naming something else than one of `earlier`
 * (`otherName` says what), a group, a typed question, no answer or an answer the question does not have.
 */
export const conditionProblems = (
  condition: Condition,
  position: number,
  earlier: Question[],
  otherName: (variable: string) => string,
): string[] => {
  const pairs = Object.entries(condition);
  if (pairs.length === 0) return [messages.emptyCondition(position)];
  return pairs.flatMap(([variable, expected]) => {
    const target = earlier.find((question) => question.variable === variable);
    if (!target) return [otherName(variable)];
    if (isGroup(target)) return [groupQuestionMessages.conditionOnGroup(position, variable)];
    if (typeOf(target) !== 'choice') return [typedAnswerMessages.conditionOnTyped(position, variable)];
    const values = expectedValues(expected);
    if (values.length === 0 || values.some((value) => value === '')) {
      return [messages.conditionNoValue(position, variable)];
    }
    return values
      .filter((value) => !target.options.includes(value))
      .map((value) => messages.conditionOutsideOptions(position, variable, value));
  });
};
