import { TEXT_LENGTH, typeOf, type Question } from '../domain/question';

/** The answers a sample would rather give, before the question's limits have their say. */
export interface SampleWishes {
  number?: number;
  amount?: number;
  /** ISO, `2026-03-15`. */
  date?: string;
  text?: string;
}

const within = <T extends number | string>(value: T, min: unknown, max: unknown): T => {
  if (typeof min === typeof value && value < (min as T)) return min as T;
  if (typeof max === typeof value && value > (max as T)) return max as T;
  return value;
};

/** A sample text: a name-like phrase, on two lines when line breaks are allowed. */
const defaultText = (question: Pick<Question, 'multiline'>): string =>
  question.multiline ? 'Testo di prova\nseconda riga' : 'Testo di prova';

/**
 * A canonical answer to a typed question within its limits, for trial renders and sample documents: the wished
 * value (by default 12, 1250.50, 15 March 2026, a sample text) moved to the nearest limit it passes, a text cut to
 * the question's length.
 */
export const sampleWithinLimits = (question: Question, wishes: SampleWishes = {}): string => {
  const { min, max } = question;
  switch (typeOf(question)) {
    case 'number':
      return String(within(wishes.number ?? 12, min, max));
    case 'amount':
      return within(wishes.amount ?? 1250.5, min, max).toFixed(2);
    case 'date':
      return within(wishes.date ?? '2026-03-15', min, max);
    default: {
      const text = wishes.text ?? defaultText(question);
      return [...text].slice(0, question.max_length ?? TEXT_LENGTH.default).join('');
    }
  }
};
