/**
 * What a person's codice fiscale says of its holder: the sex and the birth date (DM 23 dicembre 1976). The year has
 * two digits only; with omocodia any digit may have been replaced by a letter (L for 0 ... V for 9).
 */
import { daysInMonth } from '../italian/calendar';
import { isValidPersonCodiceFiscale, normalizeCodiceFiscale } from './codice-fiscale';

const OMOCODIA_DIGITS = 'LMNPQRSTUV';
const MONTH_LETTERS = 'ABCDEHLMPRST';

/** A digit of the code, with omocodia's letter read back as the digit it replaced. */
const digitAt = (code: string, position: number): number => {
  const character = code.charAt(position);
  const replaced = OMOCODIA_DIGITS.indexOf(character);
  return replaced >= 0 ? replaced : Number(character);
};

export interface CodiceFiscaleBirth {
  sex: 'M' | 'F';
  /** The two digits of the year: the code does not say the century. */
  yearOfCentury: number;
  /** 1 to 12. */
  month: number;
  day: number;
}

/**
 * The sex and birth date a person's codice fiscale holds (a woman's day has 40 added), or null when the code is not a
 * valid person's code or names a day its month does not have (in any year: 29 February is accepted).
 */
export const decodeCodiceFiscaleBirth = (value: string): CodiceFiscaleBirth | null => {
  const code = normalizeCodiceFiscale(value);
  if (!isValidPersonCodiceFiscale(code)) return null;
  const coded = digitAt(code, 9) * 10 + digitAt(code, 10);
  const sex = coded > 40 ? 'F' : 'M';
  const day = sex === 'F' ? coded - 40 : coded;
  const month = MONTH_LETTERS.indexOf(code.charAt(8)) + 1;
  if (day < 1 || day > daysInMonth(2000, month)) return null;
  return { sex, yearOfCentury: digitAt(code, 6) * 10 + digitAt(code, 7), month, day };
};

/**
 * The birth date of a codice fiscale as `YYYY-MM-DD`, the century decided as a person would: the latest one that does
 * not put the birth after `today` (`YYYY-MM-DD`). Null for a code that holds no valid date.
 */
export const birthDateOfCodiceFiscale = (value: string, today: string): string | null => {
  const birth = decodeCodiceFiscaleBirth(value);
  if (!birth) return null;
  const monthDay = `${String(birth.month).padStart(2, '0')}-${String(birth.day).padStart(2, '0')}`;
  const century = Number(today.slice(0, 2)) * 100;
  for (const start of [century, century - 100]) {
    const year = start + birth.yearOfCentury;
    if (birth.month === 2 && birth.day === 29 && daysInMonth(year, 2) === 28) continue;
    const date = `${String(year).padStart(4, '0')}-${monthDay}`;
    if (date <= today) return date;
  }
  return null;
};
