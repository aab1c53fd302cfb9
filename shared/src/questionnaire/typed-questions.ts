import {
  QUESTION_TYPES,
  TEXT_LENGTH,
  isGroup,
  type Question,
  type QuestionType,
  type SimpleQuestion,
} from '../domain/question';
import { parseIsoDate } from '../italian/calendar';
import { typedAnswerMessages as messages } from '../messages/typed-answers';

const isQuestionType = (type: unknown): type is QuestionType =>
  typeof type === 'string' && (QUESTION_TYPES as readonly string[]).includes(type);

const limitProblems = (question: SimpleQuestion, type: 'number' | 'amount' | 'date'): string[] => {
  const { min, max } = question;
  const limits = Object.entries({ min, max }).filter(([, value]) => value !== undefined);
  if (type === 'date') {
    const wrong = limits.filter(([, value]) => typeof value !== 'string' || !parseIsoDate(value));
    if (wrong.length > 0) return wrong.map(([field]) => messages.limitNotADate(field));
  } else {
    const wrong = limits.filter(([, value]) => typeof value !== 'number' || !Number.isFinite(value));
    if (wrong.length > 0) return wrong.map(([field]) => messages.limitNotANumber(field));
  }
  return min !== undefined && max !== undefined && min > max ? [messages.minAboveMax] : [];
};

const textProblems = ({ max_length, multiline }: SimpleQuestion): string[] => [
  ...(max_length === undefined ||
  (Number.isInteger(max_length) && max_length >= TEXT_LENGTH.min && max_length <= TEXT_LENGTH.max)
    ? []
    : [messages.maxLengthRange]),
  ...(multiline === undefined || typeof multiline === 'boolean' ? [] : [messages.multilineNotBoolean]),
];

/** The identifiers checked where they are typed: a codice fiscale, partita IVA, IBAN, provincia or CAP. */
export const IDENTIFIER_TYPES = ['codice_fiscale', 'partita_iva', 'iban', 'provincia', 'cap'] as const;
const isIdentifierType = (type: string): boolean => (IDENTIFIER_TYPES as readonly string[]).includes(type);

/** A codice fiscale, partita IVA, IBAN, provincia or CAP takes no extras. */
const taxCodeProblems = (question: SimpleQuestion): string[] =>
  (['max_length', 'multiline', 'min', 'max'] as const)
    .filter((field) => question[field] !== undefined)
    .map(
      question.type === 'codice_fiscale' || question.type === 'partita_iva'
        ? messages.extraOnTaxCode
        : messages.extraOnIdentifier,
    );

/**
 * What is wrong with a question's type and limits (docs/api.md, "Question types"): an unknown type, options or
 * multiple selection on a typed question, limits of the wrong kind, `min` above `max`, limits on a tax code. Choice
 * questions have nothing to report here, and a group's own rules are groupQuestionProblems'.
 */
export const typedQuestionProblems = (question: Question): string[] => {
  const type: unknown = question.type ?? 'choice';
  if (!isQuestionType(type)) return [messages.unknownType(String(type))];
  if (type === 'choice' || isGroup(question)) return [];
  const rules =
    type === 'text'
      ? textProblems(question)
      : isIdentifierType(type)
        ? taxCodeProblems(question)
        : limitProblems(question, type as 'number' | 'amount' | 'date');
  return [
    ...(question.options.length > 0 ? [messages.typedWithOptions] : []),
    ...(question.is_multiple_selection ? [messages.typedMultiple] : []),
    ...rules,
  ];
};
