import { useState } from 'react';

/** The last six years, for the invoices' year filter. */
export const invoiceYears = (now: Date): number[] =>
  Array.from({ length: 6 }, (_, index) => now.getFullYear() - index);

/** The period a list shows, this month at first: a year, a month (null for the whole year), and the page. */
export const useInvoicePeriod = () => {
  const [now] = useState(() => new Date());
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState<number | null>(now.getMonth() + 1);
  const [page, setPage] = useState(1);
  return {
    now,
    year,
    month,
    page,
    setPage,
    /** Another year or month: the list starts again from its first page. */
    choose: (period: { year: number; month: number | null }) => {
      setYear(period.year);
      setMonth(period.month);
      setPage(1);
    },
  };
};

/** A list's period as useInvoicePeriod keeps it. */
export type InvoicePeriod = ReturnType<typeof useInvoicePeriod>;
