/** Dates are shown in Italian time, whatever the machine's zone. */
export const TIME_ZONE = 'Europe/Rome';

const partsOf = (iso: string, options: Intl.DateTimeFormatOptions): Record<string, string> => {
  const parts = new Intl.DateTimeFormat('it-IT', { timeZone: TIME_ZONE, ...options }).formatToParts(
    new Date(iso),
  );
  return Object.fromEntries(parts.map((p) => [p.type, p.value]));
};

/** 'DD/MM/YYYY - HH:mm', as tables show dates and times. */
export const formatDateTime = (iso: string): string => {
  const p = partsOf(iso, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${p.day}/${p.month}/${p.year} - ${p.hour}:${p.minute}`;
};

/** 'D MMMM YYYY' in Italian, e.g. '5 marzo 2026'. */
export const formatLongDate = (iso: string): string => {
  const p = partsOf(iso, { day: 'numeric', month: 'long', year: 'numeric' });
  return `${p.day} ${p.month} ${p.year}`;
};

/** 'DD/MM/YYYY'. */
export const formatDate = (iso: string): string => {
  const p = partsOf(iso, { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.day}/${p.month}/${p.year}`;
};

/** The calendar day of an instant in Italy, `YYYY-MM-DD`. */
export const isoDateInRome = (instant: Date): string => {
  const p = partsOf(instant.toISOString(), { day: '2-digit', month: '2-digit', year: 'numeric' });
  return `${p.year}-${p.month}-${p.day}`;
};
