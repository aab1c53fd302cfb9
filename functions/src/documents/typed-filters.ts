import {
  addDays,
  addMonths,
  addYears,
  formatShortDate,
  parseIsoDate,
  toIsoDate,
  type CalendarDate,
} from '@redigo/shared/italian/calendar';
import { amountInWords, numberInWords } from '@redigo/shared/italian/numbers';
import { GroupValue } from './group-value';
import { TypedAnswer } from './typed-answer';

type Filter = (input: unknown, ...args: unknown[]) => unknown;

/** `{x | lettere}`: an amount as `duemilaventitré/00`, a number in words; nothing for any other answer. */
const lettere: Filter = (input) => {
  if (!(input instanceof TypedAnswer)) return undefined;
  if (input.type === 'amount') return amountInWords(input.value);
  return input.type === 'number' ? numberInWords(input.value) : undefined;
};

const dateOf = (input: unknown): CalendarDate | null =>
  input instanceof TypedAnswer && input.type === 'date' ? parseIsoDate(input.value) : null;

/** `{x | data_breve}`: a date as `01/03/2026`. */
const data_breve: Filter = (input) => {
  const date = dateOf(input);
  return date ? formatShortDate(date) : undefined;
};

/** A date filter moving the date by a whole number of units; it stays a date, so `data_breve` can follow. */
const moving =
  (move: (date: CalendarDate, amount: number) => CalendarDate): Filter =>
  (input, amount) => {
    const date = dateOf(input);
    if (!date || typeof amount !== 'number' || !Number.isInteger(amount)) return undefined;
    return new TypedAnswer('date', toIsoDate(move(date, amount)));
  };

/**
 * `{x | plurale:"vano":"vani"}`: the first text when the number is 1, the second otherwise; on a group
 * (`{locatori | plurale:"il Locatore":"i Locatori"}`) the first for one item, the second for more.
 */
const plurale: Filter = (input, singular, plural) => {
  if (typeof singular !== 'string' || typeof plural !== 'string') return undefined;
  if (input instanceof GroupValue) return input.items.length === 1 ? singular : plural;
  if (!(input instanceof TypedAnswer) || input.type !== 'number') return undefined;
  return Number(input.value) === 1 ? singular : plural;
};

/** `{x | oppure}`: a multiple choice's options as alternatives, "a, b o c" (`{x}` joins them with "e"). */
const oppure: Filter = (input) => {
  if (!Array.isArray(input)) return input;
  const items = input.map(String);
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}`;
};

/** The filters of typed answers (docs/api.md, "Question types"), registered in the tag language's TAG_FILTERS. */
export const TYPED_FILTERS: Record<string, Filter> = {
  lettere,
  data_breve,
  aggiungi_mesi: moving(addMonths),
  aggiungi_anni: moving(addYears),
  aggiungi_giorni: moving(addDays),
  plurale,
  oppure,
};

/** Which answers each typed filter takes, for the template check (`multiple`: a multiple choice). */
export const TYPED_FILTER_INPUTS: Record<string, readonly string[]> = {
  lettere: ['number', 'amount'],
  data_breve: ['date'],
  aggiungi_mesi: ['date'],
  aggiungi_anni: ['date'],
  aggiungi_giorni: ['date'],
  plurale: ['number', 'group'],
  oppure: ['multiple'],
};
