import { TEXT_LENGTH, typeOf, type SimpleQuestion } from '../domain/question';
import { formatLegalDate, formatShortDate, isItalianDateForm, parseItalianDate } from '../italian/calendar';
import {
  formatEuroAmount,
  formatItalianAmount,
  formatItalianNumber,
  parseItalianNumber,
} from '../italian/numbers';
import { questionWording, type AnswerWording } from '../messages/answer-wording';
import { normalizeCodiceFiscale, normalizeIban } from '../tax-codes';
import { readableLimit } from './readable-answers';
import { writeTypedAnswer } from './typed-answer-text';
import { typedAnswerProblem } from './typed-answers';

/** What a person typed, read: the canonical answer the API takes, or the Italian problem with it. */
export type TypedInput = { value: string; problem?: undefined } | { value?: undefined; problem: string };

/** A value no number, amount or date accepts. */
const UNREADABLE = '?';

/** A simple question as the questionnaire asks it: a top-level one as the route sends it, or a group's field. */
export type TypedInputQuestion = Omit<SimpleQuestion, 'required_answers'>;

const asQuestion = (question: TypedInputQuestion): SimpleQuestion => ({ ...question, required_answers: [] });

/**
 * The canonical form of what was typed (Italian comma, `gg/mm/aaaa`, a tax code in upper case without spaces), or
 * null when it can't be read as one.
 */
const canonicalOf = (question: TypedInputQuestion, typed: string): string | null => {
  const text = typed.replace(/\r\n/g, '\n').trim();
  switch (typeOf(question)) {
    case 'codice_fiscale':
    case 'partita_iva':
      return normalizeCodiceFiscale(text);
    case 'iban':
      return normalizeIban(text);
    case 'provincia':
      return text.toUpperCase();
    case 'number':
    case 'amount':
      return text === '' ? '' : parseItalianNumber(text);
    case 'date':
      return text === '' ? '' : parseItalianDate(text);
    default:
      return text;
  }
};

/**
 * Reads what a person typed for a typed question as the server will judge it (the same rules, the same Italian
 * messages naming the question, or worded for a group's field): `1.234,5` → `1234.5`, `01/03/2026` → `2026-03-01`,
 * a text trimmed, `rss mra...` → `RSSMRA...`.
 */
export const readTypedInput = (
  question: TypedInputQuestion,
  typed: string,
  messages: AnswerWording = questionWording,
): TypedInput => {
  const canonical = canonicalOf(question, typed);
  // A date in another form (`1/3/27`, `2027-03-01`) is a problem of form; `31/02/2027` one of a day that doesn't exist.
  if (typeOf(question) === 'date' && canonical === null)
    return {
      problem: isItalianDateForm(typed)
        ? messages.notADate(question.question)
        : messages.notItalianDateForm(question.question),
    };
  // Unreadable input (`12.34` is ambiguous in Italian) is judged as a value no type accepts: the type's message.
  const problem = typedAnswerProblem(asQuestion(question), canonical ?? UNREADABLE, messages);
  return problem ? { problem } : { value: canonical ?? '' };
};

/** A canonical answer as the field shows it again: `1.234,5`, `1.234,50`, `01/03/2026`, the text. */
export const typedInputText = (question: Pick<SimpleQuestion, 'type'>, canonical: string): string =>
  writeTypedAnswer(question, canonical, {
    number: formatItalianNumber,
    amount: formatItalianAmount,
    date: formatShortDate,
    text: (text) => text,
  });

/**
 * What the field understood, as the document will read it: `1.234,50 €`, `1° marzo 2026`, a tax code in upper case
 * without spaces (nothing for a text).
 */
export const understoodAnswer = (question: Pick<SimpleQuestion, 'type'>, canonical: string): string =>
  typeOf(question) === 'text'
    ? ''
    : writeTypedAnswer(question, canonical, {
        number: formatItalianNumber,
        amount: formatEuroAmount,
        date: formatLegalDate,
        text: (text) => text,
      });

/** The limits of a typed question in Italian, shown before the person types (empty when it has none). */
export const typedLimitsText = (question: TypedInputQuestion): string => {
  const type = typeOf(question);
  if (type === 'text') return `Massimo ${question.max_length ?? TEXT_LENGTH.default} caratteri.`;
  if (['codice_fiscale', 'partita_iva', 'iban', 'provincia', 'cap'].includes(type)) return '';
  const { min, max } = question;
  const show = (limit: number | string) => readableLimit(question, limit);
  if (type === 'date') {
    if (min !== undefined && max !== undefined) return `Una data dal ${show(min)} al ${show(max)}.`;
    if (min !== undefined) return `Una data dal ${show(min)} in poi.`;
    return max !== undefined ? `Una data fino al ${show(max)}.` : '';
  }
  if (min !== undefined && max !== undefined) return `Da ${show(min)} a ${show(max)}.`;
  if (min !== undefined) return `Almeno ${show(min)}.`;
  return max !== undefined ? `Al massimo ${show(max)}.` : '';
};
