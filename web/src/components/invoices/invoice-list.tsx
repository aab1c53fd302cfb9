import { useState, type ReactNode } from 'react';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@redigo/shared/domain/invoice';
import { ITALIAN_MONTHS } from '@redigo/shared/italian/calendar';
import { errorMessageOf } from '../../lib/api-error';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import type { TableColumn } from '../ui/table';
import { useToast } from '../ui/toast';
import { downloadInvoice } from './invoice-api';
import './invoices.css';

/* The lists of invoices by year and month: the admin's «Fatture» and the titolare's «Fatture dello studio». */

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

type InvoicePeriod = ReturnType<typeof useInvoicePeriod>;

/** «Anno» and «Mese» (or «Tutto l'anno»), then what the list offers for the period chosen (its archive). */
export const InvoicePeriodFilters = ({
  period,
  children,
}: {
  period: InvoicePeriod;
  children?: ReactNode;
}) => (
  <div className="row invoices-filters">
    <label>
      Anno
      <select
        className="field__input field__input--select"
        value={period.year}
        onChange={(event) => period.choose({ year: Number(event.target.value), month: period.month })}
      >
        {invoiceYears(period.now).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
    <label>
      Mese
      <select
        className="field__input field__input--select"
        value={period.month ?? ''}
        onChange={(event) =>
          period.choose({ year: period.year, month: event.target.value ? Number(event.target.value) : null })
        }
      >
        <option value="">Tutto l'anno</option>
        {ITALIAN_MONTHS.map((name, index) => (
          <option key={name} value={index + 1}>
            {name}
          </option>
        ))}
      </select>
    </label>
    {children}
  </div>
);

/** An invoice as both lists have it: the status is a string for the studio's. */
interface ListedInvoice {
  id: string;
  number: string | null;
  /** yyyy-mm-dd. */
  date: string;
  status: string;
}

const italianDate = (date: string): string => date.split('-').reverse().join('/');

/** The XML and the PDF of an issued invoice; `named`: each button also says, unseen, the invoice's number. */
const InvoiceFileButtons = ({ invoice, named }: { invoice: ListedInvoice; named: boolean }) => {
  const toast = useToast();
  const download = (kind: 'xml' | 'pdf') =>
    void downloadInvoice(invoice, kind).catch((failure: unknown) => toast.error(errorMessageOf(failure)));
  const number = named && <span className="visually-hidden"> della fattura {invoice.number}</span>;
  return (
    <div className="row-actions">
      <Button variant="outline" size="sm" onClick={() => download('xml')}>
        XML{number}
      </Button>
      <Button variant="outline" size="sm" onClick={() => download('pdf')}>
        PDF{number}
      </Button>
    </div>
  );
};

/**
 * A list's columns: number and date, the list's own (the buyer, the amounts), then the status and, for an issued
 * invoice, its files.
 */
export const invoiceColumns = <Row extends ListedInvoice>(
  own: TableColumn<Row>[],
  { namedFiles = false }: { namedFiles?: boolean } = {},
): TableColumn<Row>[] => [
  { key: 'number', header: 'Numero', nowrap: true, render: (i) => i.number ?? '—' },
  { key: 'date', header: 'Data', nowrap: true, render: (i) => italianDate(i.date) },
  ...own,
  {
    key: 'status',
    header: 'Stato',
    render: (i) => (
      <Badge tone={i.number ? 'success' : 'warning'}>
        {INVOICE_STATUS_LABELS[i.status as InvoiceStatus] ?? i.status}
      </Badge>
    ),
  },
  {
    key: 'files',
    header: 'File',
    align: 'end',
    nowrap: true,
    render: (i) => i.number && <InvoiceFileButtons invoice={i} named={namedFiles} />,
  },
];
