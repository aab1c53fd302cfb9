import { typeOf, type AnswerValue, type Question } from '../domain/question';
import { formatShortDate, parseIsoDate } from '../italian/calendar';
import { formatEuroAmount, formatItalianNumber } from '../italian/numbers';

/** A typed answer as the lawyer reads it on screen: `1.234,50 €`, `1.234,5`, `23/11/2026`, the text itself. */
export const readableAnswer = (question: Pick<Question, 'type'>, value: AnswerValue): AnswerValue => {
  if (typeof value !== 'string') return value;
  switch (typeOf(question)) {
    case 'number':
      return formatItalianNumber(value);
    case 'amount':
      return formatEuroAmount(value);
    case 'date': {
      const date = parseIsoDate(value);
      return date ? formatShortDate(date) : value;
    }
    default:
      return value;
  }
};

/** A question's `min` or `max` as the lawyer reads it. */
export const readableLimit = (question: Pick<Question, 'type'>, limit: number | string): string =>
  String(readableAnswer(question, String(limit)));
