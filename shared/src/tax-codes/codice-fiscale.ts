/**
 * The Italian codice fiscale: 16 characters for a person (with the omocodia substitutions), or the 11 digits of a
 * company or firm, which follow the partita IVA's check digit. Input is compared upper-case and without spaces.
 */
import { isValidPartitaIva } from './partita-iva';

const PERSON_FORM =
  /^[A-Z]{6}[0-9LMNPQRSTUV]{2}[ABCDEHLMPRST][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$/;

/** The value of a character in an odd position (1st, 3rd, ...), digits and letters alike (0 and A are 1...). */
const ODD_VALUES = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];

const characterIndex = (character: string): number =>
  character >= '0' && character <= '9' ? character.charCodeAt(0) - 48 : character.charCodeAt(0) - 65;

/** The check letter of the first 15 characters of a person's codice fiscale. */
export const codiceFiscaleCheckLetter = (first15: string): string => {
  let sum = 0;
  for (let position = 0; position < 15; position += 1) {
    const index = characterIndex(first15.charAt(position));
    sum += position % 2 === 0 ? (ODD_VALUES[index] ?? 0) : index;
  }
  return String.fromCharCode(65 + (sum % 26));
};

/** The codice fiscale as it is compared and stored: upper case, no spaces. */
export const normalizeCodiceFiscale = (value: string): string => value.replace(/\s+/g, '').toUpperCase();

/**
 * Whether a code has the form of a codice fiscale, its check character aside: 16 letters and digits where a person's
 * code has them (omocodia letters for digits allowed), or (`allowNumeric`) 11 digits.
 */
export const hasCodiceFiscaleForm = (value: string, options: { allowNumeric?: boolean } = {}): boolean => {
  const code = normalizeCodiceFiscale(value);
  return PERSON_FORM.test(code) || (options.allowNumeric === true && /^\d{11}$/.test(code));
};

/** A person's codice fiscale: the 16-character form and its check letter. */
export const isValidPersonCodiceFiscale = (value: string): boolean => {
  const code = normalizeCodiceFiscale(value);
  return PERSON_FORM.test(code) && codiceFiscaleCheckLetter(code.slice(0, 15)) === code[15];
};

/** A person's codice fiscale, or (`allowNumeric`) the 11-digit one of a company or firm. */
export const isValidCodiceFiscale = (value: string, options: { allowNumeric?: boolean } = {}): boolean => {
  const code = normalizeCodiceFiscale(value);
  if (options.allowNumeric && /^\d{11}$/.test(code)) return isValidPartitaIva(code);
  return isValidPersonCodiceFiscale(code);
};
