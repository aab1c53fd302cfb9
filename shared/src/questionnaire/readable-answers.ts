import type { AnswerValue, Question } from '../domain/question';
import { formatShortDate } from '../italian/calendar';
import { formatEuroAmount, formatItalianNumber } from '../italian/numbers';
import { writeTypedAnswer } from './typed-answer-text';

/** A typed answer as the lawyer reads it on screen: `1.234,50 €`, `1.234,5`, `23/11/2026`, the text itself. */
export const readableAnswer = (question: Pick<Question, 'type'>, value: AnswerValue): AnswerValue =>
  typeof value !== 'string'
    ? value
    : writeTypedAnswer(question, value, {
        number: formatItalianNumber,
        amount: formatEuroAmount,
        date: formatShortDate,
        text: (text) => text,
      });

/** A question's `min` or `max` as the lawyer reads it. */
export const readableLimit = (question: Pick<Question, 'type'>, limit: number | string): string =>
  String(readableAnswer(question, String(limit)));
