import { toVariable, typeOf, type Condition, type Question } from '../domain/question';
import { typedAnswerMessages } from '../messages/typed-answers';
import { questionnaireMessages as messages } from '../messages/questionnaire';
import { expectedValues } from './conditions';
import { typedQuestionProblems } from './typed-questions';

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

const optionProblems = (options: string[]): string[] => {
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

const conditionProblems = (condition: Condition, position: number, earlier: Question[], all: Question[]) => {
  const pairs = Object.entries(condition);
  if (pairs.length === 0) return [messages.emptyCondition(position)];
  return pairs.flatMap(([variable, expected]) => {
    const target = earlier.find((question) => question.variable === variable);
    if (!target) {
      const exists = all.some((question) => question.variable === variable);
      return [(exists ? messages.conditionNotEarlier : messages.conditionUnknown)(position, variable)];
    }
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

/**
 * Problems with a template's questions, in Italian, each naming the question: keys (unique, no spaces, not
 * starting with a digit, usable in a tag), the text, at least two distinct options for a choice, a typed question's
 * type and limits, and conditions that refer only to earlier choice questions and to answers those questions have.
 */
export const validateQuestions = (questions: Question[]): string[] =>
  questions.flatMap((question, index) => {
    const firstWithKey = questions.findIndex((other) => other.variable === question.variable);
    const problems = [
      ...keyProblems(question.variable),
      ...(firstWithKey < index && question.variable.trim() ? [messages.keyDuplicate(firstWithKey + 1)] : []),
      ...(question.question.trim() ? [] : [messages.textRequired]),
      ...(typeOf(question) === 'choice' ? optionProblems(question.options) : []),
      ...typedQuestionProblems(question),
      ...question.required_answers.flatMap((condition, position) =>
        conditionProblems(condition, position + 1, questions.slice(0, index), questions),
      ),
    ];
    const prefix = messages.questionPrefix(index + 1, question.variable);
    return problems.map((problem) => `${prefix}: ${problem}`);
  });
