import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@redigo/shared/domain/invoice';
import { errorMessageOf } from '../../lib/api-error';
import { Badge } from '../ui/badge';
import { Button } from '../ui/button';
import type { TableColumn } from '../ui/table';
import { useToast } from '../ui/toast';
import { downloadInvoice } from './invoice-api';
import './invoices.css';

/* The lists of invoices by year and month: the admin's «Fatture» and the titolare's «Fatture dello studio». */

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
