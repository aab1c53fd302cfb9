import {
  TEXT_LENGTH,
  typeOf,
  type AnswerValue,
  type Answers,
  type GroupAnswer,
  type GroupFields,
  type GroupItem,
  type SimpleQuestion,
} from '../domain/question';
import { askedFields } from './group-items';

/** The answers a sample would rather give, before the question's limits have their say. */
export interface SampleWishes {
  number?: number;
  amount?: number;
  /** ISO, `2026-03-15`. */
  date?: string;
  text?: string;
}

/**
 * Valid identifiers for samples: a person's codice fiscale (Mario Rossi, born on 1 March 1980) and a company's
 * partita IVA with their check characters right, an IBAN, a province, a CAP.
 */
export const SAMPLE_TAX_CODES = {
  codice_fiscale: 'RSSMRA80C01H501Y',
  partita_iva: '01114601006',
  iban: 'IT60X0542811101000000123456',
  provincia: 'NA',
  cap: '80134',
} as const;

/**
 * The birth date the sample codice fiscale holds: a sample `data_nascita` takes it, so the two agree as the
 * questionnaire requires (birth-date-agreement.ts).
 */
export const SAMPLE_BIRTH_DATE = '1980-03-01';

const within = <T extends number | string>(value: T, min: unknown, max: unknown): T => {
  if (typeof min === typeof value && value < (min as T)) return min as T;
  if (typeof max === typeof value && value > (max as T)) return max as T;
  return value;
};

/** A sample text: a name-like phrase, on two lines when line breaks are allowed. */
const defaultText = (question: Pick<SimpleQuestion, 'multiline'>): string =>
  question.multiline ? 'Testo di prova\nseconda riga' : 'Testo di prova';

/**
 * A canonical answer to a typed question within its limits, for trial renders and sample documents: the wished
 * value (by default 12, 1250.50, 15 March 2026, a sample text) moved to the nearest limit it passes, a text cut to
 * the question's length; a valid codice fiscale or partita IVA.
 */
export const sampleWithinLimits = (question: SimpleQuestion, wishes: SampleWishes = {}): string => {
  const { min, max } = question;
  switch (typeOf(question)) {
    case 'number':
      return String(within(wishes.number ?? 12, min, max));
    case 'amount':
      return within(wishes.amount ?? 1250.5, min, max).toFixed(2);
    case 'date':
      return within(
        question.variable === 'data_nascita' ? SAMPLE_BIRTH_DATE : (wishes.date ?? '2026-03-15'),
        min,
        max,
      );
    case 'codice_fiscale':
      return SAMPLE_TAX_CODES.codice_fiscale;
    case 'partita_iva':
      return SAMPLE_TAX_CODES.partita_iva;
    case 'iban':
    case 'provincia':
    case 'cap':
      return SAMPLE_TAX_CODES[typeOf(question) as 'iban' | 'provincia' | 'cap'];
    default: {
      const text = wishes.text ?? defaultText(question);
      return [...text].slice(0, question.max_length ?? TEXT_LENGTH.default).join('');
    }
  }
};

/** A sample answer to a simple question: the first option (alone, for a multiple choice), or a typed sample. */
export const sampleAnswer = (question: SimpleQuestion): AnswerValue | undefined => {
  if (typeOf(question) !== 'choice') return sampleWithinLimits(question);
  const [first] = question.options;
  if (first === undefined) return undefined;
  return question.is_multiple_selection ? [first] : first;
};

/**
 * A sample answer to a group: `count` items (by default `min_items`), each answering the fields asked for it with
 * `answerFor` (by default sampleAnswer), given `outer`, the answers outside the group.
 */
export const sampleGroupAnswer = (
  group: GroupFields,
  outer: Answers,
  count: number = group.min_items,
  answerFor: (field: SimpleQuestion, position: number) => AnswerValue | undefined = sampleAnswer,
): GroupAnswer =>
  Array.from({ length: count }, (_, index) =>
    group.fields.reduce<GroupItem>((item, field) => {
      // Whether a field is asked depends only on the answers to the fields before it, all given by now.
      if (!askedFields(group, item, outer).includes(field)) return item;
      const value = answerFor(field, index + 1);
      return value === undefined ? item : { ...item, [field.variable]: value };
    }, {}),
  );
