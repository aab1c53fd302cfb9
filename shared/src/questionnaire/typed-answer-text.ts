import { typeOf, type Question } from '../domain/question';
import { parseIsoDate, type CalendarDate } from '../italian/calendar';
import { formatIban } from '../tax-codes/iban';

/** How a typed answer is written, one way per type: a date is given as read from its ISO form. */
export interface TypedAnswerWriters {
  number: (canonical: string) => string;
  amount: (canonical: string) => string;
  date: (date: CalendarDate) => string;
  /** A text, or anything a typed question does not hold. */
  text: (canonical: string) => string;
}

/**
 * A canonical typed answer written the given way; a date that does not read as one is left as it is, an IBAN in
 * groups of four (`IT60 X054 2811 ...`).
 */
export const writeTypedAnswer = (
  question: Pick<Question, 'type'>,
  canonical: string,
  writers: TypedAnswerWriters,
): string => {
  switch (typeOf(question)) {
    case 'number':
      return writers.number(canonical);
    case 'amount':
      return writers.amount(canonical);
    case 'date': {
      const date = parseIsoDate(canonical);
      return date ? writers.date(date) : canonical;
    }
    case 'iban':
      return writers.text(formatIban(canonical));
    default:
      return writers.text(canonical);
  }
};
