import { decodeCodiceFiscaleBirth } from '@redigo/shared/tax-codes/codice-fiscale-birth';
import { GroupValue } from './group-value';
import { joinItalian } from './italian-join';
import { TypedAnswer } from './typed-answer';

type Filter = (input: unknown, ...args: unknown[]) => unknown;

/** How a tag writes one value: a typed answer in Italian legal style, a multiple choice as prose. */
export const writtenValue = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (value instanceof TypedAnswer) return value.toString();
  return Array.isArray(value) ? joinItalian(value.map(String)) : String(value);
};

/**
 * `{locatori | elenco:"nome cognome"}`: for each item, those of the named fields it has joined by spaces; the items
 * joined as Italian prose (`Mario Rossi, Anna Bianchi e Luca Verdi`). An item with none of them is left out.
 */
const elenco: Filter = (input, names) => {
  if (!(input instanceof GroupValue) || typeof names !== 'string') return undefined;
  const wanted = names.split(/\s+/).filter(Boolean);
  const items = input.items.map((item) =>
    wanted
      .map((name) => writtenValue(item[name]))
      .filter((text) => text !== '')
      .join(' '),
  );
  return joinItalian(items.filter((text) => text !== ''));
};

/** `{locatori | numero}`: how many items, as a number (so `| lettere` writes it in words). */
const numero: Filter = (input) =>
  input instanceof GroupValue ? new TypedAnswer('number', String(input.items.length)) : undefined;

/**
 * The first form for a man's codice fiscale or a company's 11 digits, the second for a woman's (her code's day is
 * 41–71, omocodia letters read back as digits); nothing for any other answer.
 */
const bySex = (input: unknown, male: unknown, female: unknown): unknown => {
  if (!(input instanceof TypedAnswer) || input.type !== 'codice_fiscale') return undefined;
  if (typeof male !== 'string' || typeof female !== 'string') return undefined;
  return decodeCodiceFiscaleBirth(input.value)?.sex === 'F' ? female : male;
};

/** The filters of groups and parties (docs/api.md, "Repeating groups and parties"); `plurale` is typed-filters.ts'. */
export const GROUP_FILTERS: Record<string, Filter> = {
  elenco,
  numero,
  nato: (input) => bySex(input, 'nato', 'nata'),
  genere: bySex,
};

/** Which answers each of these filters takes, for the template check (`plurale` serves groups too: typed-filters.ts). */
export const GROUP_FILTER_INPUTS: Record<string, readonly string[]> = {
  elenco: ['group'],
  numero: ['group'],
  nato: ['codice_fiscale'],
  genere: ['codice_fiscale'],
};
