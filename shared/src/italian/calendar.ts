/** The months' names, January first, as Italian writes them in a date (lower case). */
export const ITALIAN_MONTHS: readonly string[] =
  'gennaio febbraio marzo aprile maggio giugno luglio agosto settembre ottobre novembre dicembre'.split(' ');
const MONTHS = ITALIAN_MONTHS;

/** A calendar date without a time of day (months from 1). */
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number =>
  month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;

/** Whether a text has the form `YYYY-MM-DD`, whether or not that day exists. */
export const isIsoDateForm = (text: string): boolean => ISO_DATE.test(text);

/** `YYYY-MM-DD` as a date, or null when it is not one (`2026-02-30`, `2026-13-01`). */
export const parseIsoDate = (text: string): CalendarDate | null => {
  const match = ISO_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
};

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

export const toIsoDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

/** `1° marzo 2026`, `23 novembre 2026`: the long form of contracts, with `1°` for the first of a month. */
export const formatLegalDate = ({ year, month, day }: CalendarDate): string =>
  `${day === 1 ? '1°' : day} ${MONTHS[month - 1] ?? ''} ${year}`;

/** `01/03/2026`. */
export const formatShortDate = ({ year, month, day }: CalendarDate): string =>
  `${pad(day)}/${pad(month)}/${pad(year, 4)}`;

/** The date `months` months later (or earlier), the day kept within the month: 31 January + 1 = 28/29 February. */
export const addMonths = (date: CalendarDate, months: number): CalendarDate => {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
};

/** The date `years` years later: 29 February on a year that has none becomes 28 February. */
export const addYears = (date: CalendarDate, years: number): CalendarDate => addMonths(date, years * 12);

export const addDays = (date: CalendarDate, days: number): CalendarDate => {
  const moved = new Date(Date.UTC(date.year, date.month - 1, date.day + days));
  return { year: moved.getUTCFullYear(), month: moved.getUTCMonth() + 1, day: moved.getUTCDate() };
};

/** A date as a person writes it in Italy: `gg/mm/aaaa`, also `g/m/aaaa`, with `-` or `.` between the parts. */
const ITALIAN_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** Whether a text is written as an Italian date (`01/03/2026`), whether or not that day exists. */
export const isItalianDateForm = (typed: string): boolean => ITALIAN_DATE.test(typed.trim());

/**
 * What a person typed as a date in `gg/mm/aaaa` (also `g/m/aaaa`, with `-` or `.`), as `YYYY-MM-DD`; null when it
 * is not a real date.
 */
export const parseItalianDate = (typed: string): string | null => {
  const match = ITALIAN_DATE.exec(typed.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1).map(Number) as [number, number, number];
  const iso = toIsoDate({ year, month, day });
  return parseIsoDate(iso) ? iso : null;
};
