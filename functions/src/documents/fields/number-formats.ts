/**
 * Numbers written as Word writes them in list labels (`w:numFmt`) and in fields (`\* roman`, `\* alphabetic`...).
 * A format this module does not know gives null: the caller then leaves the number to Word.
 */

const ROMAN: [number, string][] = [
  [1000, 'm'],
  [900, 'cm'],
  [500, 'd'],
  [400, 'cd'],
  [100, 'c'],
  [90, 'xc'],
  [50, 'l'],
  [40, 'xl'],
  [10, 'x'],
  [9, 'ix'],
  [5, 'v'],
  [4, 'iv'],
  [1, 'i'],
];

const roman = (value: number): string | null => {
  if (value <= 0 || value >= 4000) return null;
  let rest = value;
  let written = '';
  for (const [amount, letters] of ROMAN) {
    while (rest >= amount) {
      written += letters;
      rest -= amount;
    }
  }
  return written;
};

/** a…z, then aa…zz, aaa…: the letter repeated, as Word and LibreOffice count past z. */
const letters = (value: number): string | null => {
  if (value <= 0) return null;
  const letter = String.fromCharCode(97 + ((value - 1) % 26));
  return letter.repeat(Math.floor((value - 1) / 26) + 1);
};

const upper = (written: string | null): string | null => written && written.toUpperCase();

/** A number in a list level's `w:numFmt`; null for a format Redigo does not write itself. */
export const formatListNumber = (value: number, format: string): string | null => {
  switch (format) {
    case 'decimal':
      return String(value);
    case 'decimalZero':
      return value < 10 && value >= 0 ? `0${value}` : String(value);
    case 'lowerLetter':
      return letters(value);
    case 'upperLetter':
      return upper(letters(value));
    case 'lowerRoman':
      return roman(value);
    case 'upperRoman':
      return upper(roman(value));
    case 'none':
      return '';
    default:
      return null;
  }
};

/** A number in a field's general format switch (`\* ARABIC`, `\* roman`...); the argument is case-sensitive. */
export const formatFieldNumber = (value: number, format: string | undefined): string | null => {
  switch (format) {
    case undefined:
    case 'Arabic':
    case 'ARABIC':
    case 'arabic':
      return String(value);
    case 'alphabetic':
      return letters(value);
    case 'ALPHABETIC':
      return upper(letters(value));
    case 'roman':
      return roman(value);
    case 'ROMAN':
      return upper(roman(value));
    default:
      return null;
  }
};

/** A field's text case switch (`\* Upper`, `\* Lower`, `\* FirstCap`, `\* Caps`); other formats leave it alone. */
export const applyTextCase = (text: string, format: string | undefined): string => {
  switch (format?.toLowerCase()) {
    case 'upper':
      return text.toUpperCase();
    case 'lower':
      return text.toLowerCase();
    case 'firstcap':
      return text.charAt(0).toUpperCase() + text.slice(1);
    case 'caps':
      return text.replace(
        /(^|\s)(\p{L})/gu,
        (_, space: string, letter: string) => space + letter.toUpperCase(),
      );
    default:
      return text;
  }
};
