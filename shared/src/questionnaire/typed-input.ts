import { TEXT_LENGTH, typeOf, type AskedQuestion, type Question } from '../domain/question';
import { formatLegalDate, formatShortDate, isItalianDateForm, parseItalianDate } from '../italian/calendar';
import {
  formatEuroAmount,
  formatItalianAmount,
  formatItalianNumber,
  parseItalianNumber,
} from '../italian/numbers';
import { typedAnswerMessages } from '../messages/typed-answers';
import { readableLimit } from './readable-answers';
import { writeTypedAnswer } from './typed-answer-text';
import { typedAnswerProblem } from './typed-answers';

/** What a person typed, read: the canonical answer the API takes, or the Italian problem with it. */
export type TypedInput = { value: string; problem?: undefined } | { value?: undefined; problem: string };

/** A value no number, amount or date accepts. */
const UNREADABLE = '?';

const asQuestion = (question: AskedQuestion): Question => ({ ...question, required_answers: [] });

/** The canonical form of what was typed (Italian comma, `gg/mm/aaaa`), or null when it can't be read as one. */
const canonicalOf = (question: AskedQuestion, typed: string): string | null => {
  const text = typed.replace(/\r\n/g, '\n').trim();
  switch (typeOf(question)) {
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
 * messages naming the question): `1.234,5` → `1234.5`, `01/03/2026` → `2026-03-01`, a text trimmed.
 */
export const readTypedInput = (question: AskedQuestion, typed: string): TypedInput => {
  const canonical = canonicalOf(question, typed);
  // A date in another form (`1/3/27`, `2027-03-01`) is a problem of form; `31/02/2027` one of a day that doesn't exist.
  if (typeOf(question) === 'date' && canonical === null)
    return {
      problem: isItalianDateForm(typed)
        ? typedAnswerMessages.notADate(question.question)
        : typedAnswerMessages.notItalianDateForm(question.question),
    };
  // Unreadable input (`12.34` is ambiguous in Italian) is judged as a value no type accepts: the type's message.
  const problem = typedAnswerProblem(asQuestion(question), canonical ?? UNREADABLE);
  return problem ? { problem } : { value: canonical ?? '' };
};

/** A canonical answer as the field shows it again: `1.234,5`, `1.234,50`, `01/03/2026`, the text. */
export const typedInputText = (question: Pick<AskedQuestion, 'type'>, canonical: string): string =>
  writeTypedAnswer(question, canonical, {
    number: formatItalianNumber,
    amount: formatItalianAmount,
    date: formatShortDate,
    text: (text) => text,
  });

/** What the field understood, as the document will read it: `1.234,50 €`, `1° marzo 2026` (nothing for a text). */
export const understoodAnswer = (question: Pick<AskedQuestion, 'type'>, canonical: string): string =>
  writeTypedAnswer(question, canonical, {
    number: formatItalianNumber,
    amount: formatEuroAmount,
    date: formatLegalDate,
    text: () => '',
  });

/** The limits of a typed question in Italian, shown before the person types (empty when it has none). */
export const typedLimitsText = (question: AskedQuestion): string => {
  const type = typeOf(question);
  if (type === 'text') return `Massimo ${question.max_length ?? TEXT_LENGTH.default} caratteri.`;
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
