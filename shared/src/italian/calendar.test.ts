import {
  addDays,
  addMonths,
  addYears,
  formatLegalDate,
  formatShortDate,
  parseIsoDate,
  parseItalianDate,
  toIsoDate,
  type CalendarDate,
} from './calendar';

const date = (iso: string): CalendarDate => {
  const parsed = parseIsoDate(iso);
  if (!parsed) throw new Error(`not a date: ${iso}`);
  return parsed;
};

describe('calendar', () => {
  it.each(['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '2026-00-10', '26-01-01', '2026-1-1'])(
    'refuses %s',
    (iso) => {
      expect(parseIsoDate(iso)).toBeNull();
    },
  );

  it.each(['2024-02-29', '2000-02-29', '2026-12-31'])('accepts %s', (iso) => {
    expect(toIsoDate(date(iso))).toBe(iso);
  });

  it('refuses 29 February 1900, not a leap year', () => {
    expect(parseIsoDate('1900-02-29')).toBeNull();
  });

  it.each([
    ['2026-03-01', '1° marzo 2026'],
    ['2026-11-23', '23 novembre 2026'],
    ['2027-01-09', '9 gennaio 2027'],
  ])('writes %s as %s', (iso, written) => {
    expect(formatLegalDate(date(iso))).toBe(written);
  });

  it('writes the short form', () => {
    expect(formatShortDate(date('2026-03-01'))).toBe('01/03/2026');
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-03-01', 48, '2030-03-01'],
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-03-31', -1, '2026-02-28'],
    ['2026-08-31', 6, '2027-02-28'],
  ])('%s plus %d months is %s', (from, months, to) => {
    expect(toIsoDate(addMonths(date(from), months))).toBe(to);
  });

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2026-03-01', 4, '2030-03-01'],
  ])('%s plus %d years is %s', (from, years, to) => {
    expect(toIsoDate(addYears(date(from), years))).toBe(to);
  });

  it.each([
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-01-01', 365, '2027-01-01'],
  ])('%s plus %d days is %s', (from, days, to) => {
    expect(toIsoDate(addDays(date(from), days))).toBe(to);
  });

  it.each([
    ['01/03/2026', '2026-03-01'],
    ['1/3/2026', '2026-03-01'],
    ['29.02.2024', '2024-02-29'],
  ])('reads %s as %s', (typed, iso) => {
    expect(parseItalianDate(typed)).toBe(iso);
  });

  it.each(['30/02/2026', '2026-03-01', '1/3/26', ''])('refuses %j', (typed) => {
    expect(parseItalianDate(typed)).toBeNull();
  });
});
