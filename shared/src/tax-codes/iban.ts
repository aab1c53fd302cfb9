/**
 * The IBAN (ISO 13616): two letters of the country, two check digits, the national account number. Its length is
 * fixed per country by the SWIFT IBAN registry; the check digits make the number, read with its first four characters
 * moved to the end and each letter as 10–35, leave 1 when divided by 97.
 */

/** The length of an IBAN in each country of the SEPA area, and of the other countries of the registry. */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AE: 23,
  AL: 28,
  AT: 20,
  AZ: 28,
  BA: 20,
  BE: 16,
  BG: 22,
  BH: 22,
  BR: 29,
  BY: 28,
  CH: 21,
  CR: 22,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  DO: 28,
  EE: 20,
  EG: 29,
  ES: 24,
  FI: 18,
  FO: 18,
  FR: 27,
  GB: 22,
  GE: 22,
  GI: 23,
  GG: 22,
  GL: 18,
  GR: 27,
  GT: 28,
  HR: 21,
  HU: 28,
  IE: 22,
  IL: 23,
  IM: 22,
  IQ: 23,
  IS: 26,
  IT: 27,
  JE: 22,
  JO: 30,
  KW: 30,
  KZ: 20,
  LB: 28,
  LC: 32,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MR: 27,
  MT: 31,
  MU: 30,
  NL: 18,
  NO: 15,
  PK: 24,
  PL: 28,
  PS: 29,
  PT: 25,
  QA: 29,
  RO: 24,
  RS: 22,
  SA: 24,
  SC: 31,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  ST: 25,
  SV: 28,
  TL: 23,
  TN: 24,
  TR: 26,
  UA: 29,
  VA: 22,
  VG: 24,
  XK: 20,
};

/** An IBAN as stored: upper case, without spaces. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/** What is wrong with a stored-form IBAN: not one by form, an unknown country, the wrong length, the check digits. */
export type IbanProblem = 'form' | 'country' | 'length' | 'check';

/** The remainder of the IBAN's number modulo 97, read in pieces so that no number grows large. */
const mod97 = (iban: string): number => {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const character of moved) {
    const value = /\d/.test(character) ? character : String(character.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder;
};

/** What is wrong with an IBAN already in its stored form (normalizeIban), or null when it is right. */
export const ibanProblem = (iban: string): IbanProblem | null => {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return 'form';
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return mod97(iban) === 1 ? null : 'check';
};

/** An IBAN as it is written: in groups of four, `IT60 X054 2811 1010 0000 0123 456`. */
export const formatIban = (iban: string): string => normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
