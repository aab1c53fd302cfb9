import { hasUnsafeCharacters } from '../characters';
import {
  TEXT_LENGTH,
  isGroup,
  typeOf,
  type Answer,
  type Answers,
  type Question,
  type SimpleQuestion,
} from '../domain/question';
import { isIsoDateForm, parseIsoDate } from '../italian/calendar';
import { questionWording, type AnswerWording } from '../messages/answer-wording';
import {
  IBAN_LENGTHS,
  hasCodiceFiscaleForm,
  ibanProblem,
  isItalianProvince,
  isValidCodiceFiscale,
  isValidPartitaIva,
  normalizeCodiceFiscale,
  normalizeIban,
} from '../tax-codes';
import { isGroupItem } from './group-items';
import { readableLimit } from './readable-answers';

const NUMBER = /^-?\d{1,12}(\.\d{1,6})?$/;
const AMOUNT = /^\d{1,12}(\.\d{1,2})?$/;
/** Control characters (C0, DEL, C1) but the line feed, which a multiline text may contain. */
const CONTROL = /(?!\n)\p{Cc}/u;

/** Characters as a person counts them: an emoji is one. */
export const characterCount = (text: string): number => [...text].length;

const textProblem = (question: SimpleQuestion, text: string, messages: AnswerWording): string | null => {
  const name = question.question;
  const limit = question.max_length ?? TEXT_LENGTH.default;
  if (text === '') return messages.empty(name);
  if (CONTROL.test(text)) return messages.controlCharacters(name);
  if (hasUnsafeCharacters(text)) return messages.unsafeCharacters(name);
  if (text.includes('\n') && !question.multiline) return messages.lineBreaks(name);
  // A text has at most as many characters as UTF-16 units: only a longer one needs counting.
  return text.length > limit && characterCount(text) > limit ? messages.tooLong(name, limit) : null;
};

const rangeProblem = (question: SimpleQuestion, value: string, messages: AnswerWording): string | null => {
  const { min, max } = question;
  if (typeOf(question) === 'date') {
    if (typeof min === 'string' && value < min)
      return messages.dateBeforeMin(question.question, readableLimit(question, min));
    if (typeof max === 'string' && value > max)
      return messages.dateAfterMax(question.question, readableLimit(question, max));
    return null;
  }
  if (typeof min === 'number' && Number(value) < min)
    return messages.belowMin(question.question, readableLimit(question, min));
  if (typeof max === 'number' && Number(value) > max)
    return messages.aboveMax(question.question, readableLimit(question, max));
  return null;
};

/**
 * A codice fiscale (16 characters with a right check character, omocodia letters allowed, or a company's 11 digits)
 * or a partita IVA (11 digits with a right check digit), as stored: upper case, no spaces.
 */
const taxCodeProblem = (question: SimpleQuestion, code: string, messages: AnswerWording): string | null => {
  const name = question.question;
  const canonical = code === normalizeCodiceFiscale(code);
  if (typeOf(question) === 'partita_iva') {
    if (!canonical || !/^\d{11}$/.test(code)) return messages.notAPartitaIva(name);
    return isValidPartitaIva(code) ? null : messages.partitaIvaCheck(name);
  }
  if (!canonical || !hasCodiceFiscaleForm(code, { allowNumeric: true }))
    return messages.notACodiceFiscale(name);
  return isValidCodiceFiscale(code, { allowNumeric: true }) ? null : messages.codiceFiscaleCheck(name);
};

/**
 * An IBAN (upper case, no spaces, the country's length, the ISO 13616 check digits), a province's code among those
 * billing accepts, a CAP of five digits; null when right.
 */
const identifierProblem = (
  question: SimpleQuestion,
  value: string,
  messages: AnswerWording,
): string | null => {
  const name = question.question;
  switch (typeOf(question)) {
    case 'iban': {
      const problem = value === normalizeIban(value) ? ibanProblem(value) : 'form';
      if (problem === 'length') return messages.ibanLength(name, IBAN_LENGTHS[value.slice(0, 2)] ?? 0);
      if (problem === 'country') return messages.ibanCountry(name);
      if (problem === 'check') return messages.ibanCheck(name);
      return problem ? messages.notAnIban(name) : null;
    }
    case 'provincia':
      return /^[A-Z]{2}$/.test(value) && isItalianProvince(value) ? null : messages.notAProvincia(name);
    default:
      return /^\d{5}$/.test(value) ? null : messages.notACap(name);
  }
};

const SHAPES = {
  number: { valid: (value: string) => NUMBER.test(value), problem: 'notANumber' },
  amount: { valid: (value: string) => AMOUNT.test(value), problem: 'notAnAmount' },
  date: { valid: (value: string) => parseIsoDate(value) !== null, problem: 'notADate' },
} as const;

/**
 * What is wrong with the answer to a typed question, in Italian naming the question (or worded for a group's field);
 * null when it is fine.
 */
export const typedAnswerProblem = (
  question: SimpleQuestion,
  value: unknown,
  messages: AnswerWording = questionWording,
): string | null => {
  const type = typeOf(question);
  if (type === 'choice') return null;
  if (typeof value !== 'string') return messages.textExpected(question.question);
  if (type === 'text') return textProblem(question, value, messages);
  if (value === '') return messages.empty(question.question);
  if (type === 'codice_fiscale' || type === 'partita_iva') return taxCodeProblem(question, value, messages);
  if (type === 'iban' || type === 'provincia' || type === 'cap')
    return identifierProblem(question, value, messages);
  const shape = SHAPES[type];
  if (shape.valid(value)) return rangeProblem(question, value, messages);
  // A date not in the API's form (`2027-3-1`) is a problem of form; `2027-02-31` one of a day that doesn't exist.
  if (type === 'date' && !isIsoDateForm(value)) return messages.notIsoDateForm(question.question);
  return messages[shape.problem](question.question);
};

/**
 * A typed answer as stored: a text trimmed at both ends with Windows line ends as plain line breaks, a codice fiscale,
 * partita IVA or IBAN in upper case without spaces, a province's code in upper case; anything else as given.
 */
const normalizedValue = (question: SimpleQuestion, value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  switch (typeOf(question)) {
    case 'choice':
      return value;
    case 'codice_fiscale':
    case 'partita_iva':
      return normalizeCodiceFiscale(value);
    case 'iban':
      return normalizeIban(value);
    case 'provincia':
      return value.trim().toUpperCase();
    default:
      return value.replace(/\r\n/g, '\n').trim();
  }
};

/** Each item of a group's answer with its fields' answers normalised; a list of any other shape as given. */
const normalizedItems = (fields: SimpleQuestion[], value: unknown): unknown => {
  if (!Array.isArray(value)) return value;
  const byVariable = new Map(fields.map((field) => [field.variable, field]));
  return value.map((item: unknown) =>
    isGroupItem(item)
      ? Object.fromEntries(
          Object.entries(item).map(([variable, answer]) => {
            const field = byVariable.get(variable);
            return [variable, field ? normalizedValue(field, answer) : answer];
          }),
        )
      : item,
  );
};

/** The answer to `question` as the server stores it: typed answers normalised, in a group's items too. */
export const normalizedAnswer = (question: Question, value: unknown): unknown =>
  isGroup(question) ? normalizedItems(question.fields, value) : normalizedValue(question, value);

/** The answers as the server stores them: typed answers normalised (in a group's items too), the rest as given. */
export const normalizeAnswers = (questions: Question[], answers: Answers): Answers => {
  const byVariable = new Map(questions.map((question) => [question.variable, question]));
  return Object.fromEntries(
    Object.entries(answers).map(([variable, value]) => {
      const question = byVariable.get(variable);
      return [variable, question ? (normalizedAnswer(question, value) as Answer) : value];
    }),
  );
};
