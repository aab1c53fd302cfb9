import { integerInWords } from './number-words';

/** A canonical number answer (`-1234.5`) split into sign, integer digits and decimal digits. */
const partsOf = (canonical: string): { sign: string; whole: string; decimals: string } => {
  const negative = canonical.startsWith('-');
  const [whole = '0', decimals = ''] = (negative ? canonical.slice(1) : canonical).split('.');
  return { sign: negative ? '-' : '', whole: whole.replace(/^0+(?=\d)/, ''), decimals };
};

const withThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/** A number as Italians write it, with as many decimals as given: `1234.5` → `1.234,5`. */
export const formatItalianNumber = (canonical: string): string => {
  const { sign, whole, decimals } = partsOf(canonical);
  return `${sign}${withThousands(whole)}${decimals ? `,${decimals}` : ''}`;
};

/**
 * An amount in euro with two decimals, without the symbol: `1234.5` → `1.234,50`; a negative one (a computed
 * difference) with its sign: `-1.234,50`.
 */
export const formatItalianAmount = (canonical: string): string => {
  const { sign, whole, decimals } = partsOf(canonical);
  return `${sign}${withThousands(whole)},${decimals.padEnd(2, '0')}`;
};

/** An amount as the lawyer reads it on screen: `1.234,50 €`. */
export const formatEuroAmount = (canonical: string): string => `${formatItalianAmount(canonical)} €`;

/** An amount in words for a contract: the euros in words, `/` and the cents in digits (`duemilaventitré/00`). */
export const amountInWords = (canonical: string): string => {
  const { whole, decimals } = partsOf(canonical);
  return `${integerInWords(BigInt(whole))}/${decimals.padEnd(2, '0')}`;
};

/** A number in words: the integer part, then `virgola` and the decimal digits in words when there are some. */
export const numberInWords = (canonical: string): string => {
  const { sign, whole, decimals } = partsOf(canonical);
  const words = integerInWords(BigInt(`${sign}${whole}`));
  if (!decimals) return words;
  const decimalWords = integerInWords(BigInt(decimals));
  return `${words} virgola ${'zero '.repeat(decimals.length - decimals.replace(/^0+/, '').length)}${decimalWords}`;
};

/**
 * What a person typed as a number, read the Italian way (`1234,5`, `1.234,5`, `1.234`), as the canonical string the
 * API takes (`1234.5`); null when it is not a number. A dot is a thousands separator only between groups of three.
 */
export const parseItalianNumber = (typed: string): string | null => {
  const text = typed.trim().replace(/[\s\u00a0€]/g, '');
  const match = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '', decimals] = match;
  const digits = whole.replace(/\./g, '').replace(/^0+(?=\d)/, '');
  return `${digits === '0' && !decimals ? '' : sign}${digits}${decimals ? `.${decimals}` : ''}`;
};
