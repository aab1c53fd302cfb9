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
