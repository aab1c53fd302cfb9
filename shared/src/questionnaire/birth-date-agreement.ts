import { parseIsoDate } from '../italian/calendar';
import { decodeCodiceFiscaleBirth } from '../tax-codes';

/** The variables whose answers must agree (docs/api.md, "Identifiers checked where they are typed"). */
export const BIRTH_VARIABLES = { code: 'codice_fiscale', date: 'data_nascita' } as const;

/**
 * Whether a person's codice fiscale (16 characters, omocodia included) and a birth date (`YYYY-MM-DD`) disagree: the
 * code's day (a woman's less 40), month letter and two digits of the year against the date's. False when either is
 * not there or not readable (a company's 11 digits, a date that does not exist): their own checks report those.
 */
export const birthDateDisagrees = (code: unknown, date: unknown): boolean => {
  if (typeof code !== 'string' || typeof date !== 'string') return false;
  const birth = decodeCodiceFiscaleBirth(code);
  const calendar = parseIsoDate(date);
  if (!birth || !calendar) return false;
  return (
    birth.day !== calendar.day ||
    birth.month !== calendar.month ||
    birth.yearOfCentury !== calendar.year % 100
  );
};

/** Whether the answers (top-level ones, or one group item's) give both and they disagree. */
export const answersDisagreeOnBirth = (answers: Record<string, unknown>): boolean =>
  Object.hasOwn(answers, BIRTH_VARIABLES.code) &&
  Object.hasOwn(answers, BIRTH_VARIABLES.date) &&
  birthDateDisagrees(answers[BIRTH_VARIABLES.code], answers[BIRTH_VARIABLES.date]);
