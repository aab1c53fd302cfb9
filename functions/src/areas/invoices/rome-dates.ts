const romeDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day of an instant in Italy (Europe/Rome), as YYYY-MM-DD: invoices are dated and counted by it. */
export const romeDateOf = (instant: Date): string => romeDay.format(instant);

/** The calendar year of a YYYY-MM-DD date. */
export const yearOfDate = (date: string): number => Number(date.slice(0, 4));

const romeClock = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Rome',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** An instant as the date and time on a clock in Italy (Europe/Rome, summer time included). */
export const romeDateTimeOf = (
  instant: Date,
): { year: number; month: number; day: number; hour: number; minute: number; second: number } => {
  const parts = romeClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
    second: part('second'),
  };
};
