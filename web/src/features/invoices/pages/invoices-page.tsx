import { useState } from 'react';
import { INVOICE_STATUS_LABELS, type InvoiceListItem } from '@redigo/shared/domain/invoice';
import { ITALIAN_MONTHS } from '@redigo/shared/italian/calendar';
import { formatEuroCents, toCents } from '@redigo/shared/money';
import { downloadInvoice } from '../../../components/invoices/invoice-api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/card';
import { PagedTable } from '../../../components/ui/paged-table';
import { type TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { exportInvoices, useInvoicesPage } from '../api/invoices-api';
import { InvoiceTotalsSummary } from '../components/invoice-totals';
import '../../../components/ui/staff.css';
import '../../../components/invoices/invoices.css';

const thisYear = new Date().getFullYear();
const YEARS = Array.from({ length: 6 }, (_, i) => thisYear - i);
const italianDate = (date: string): string => date.split('-').reverse().join('/');
const euro = (amount: number): string => formatEuroCents(toCents(amount));

/** FATTURE: the invoices of a year or month, their files, and the monthly export for the accountant. */
export const InvoicesPage = () => {
  const toast = useToast();
  const [year, setYear] = useState(thisYear);
  const [month, setMonth] = useState<number | null>(new Date().getMonth() + 1);
  const [page, setPage] = useState(1);
  const invoices = useInvoicesPage(year, month, page);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    }
  };
  const issued = (invoice: InvoiceListItem) => invoice.number !== null;

  const columns: TableColumn<InvoiceListItem>[] = [
    { key: 'number', header: 'Numero', nowrap: true, render: (i) => i.number ?? '—' },
    { key: 'date', header: 'Data', nowrap: true, render: (i) => italianDate(i.date) },
    { key: 'buyer', header: 'Acquirente', render: (i) => i.buyer },
    {
      key: 'imponibile',
      header: 'Imponibile',
      align: 'end',
      nowrap: true,
      render: (i) => euro(i.imponibile),
    },
    { key: 'imposta', header: 'IVA', align: 'end', nowrap: true, render: (i) => euro(i.imposta) },
    { key: 'total', header: 'Totale', align: 'end', nowrap: true, render: (i) => euro(i.totale) },
    {
      key: 'status',
      header: 'Stato',
      render: (i) => (
        <Badge tone={issued(i) ? 'success' : 'warning'}>{INVOICE_STATUS_LABELS[i.status]}</Badge>
      ),
    },
    {
      key: 'files',
      header: 'File',
      align: 'end',
      nowrap: true,
      render: (i) =>
        issued(i) && (
          <div className="row-actions">
            <Button variant="outline" size="sm" onClick={() => void run(() => downloadInvoice(i, 'xml'))}>
              XML
            </Button>
            <Button variant="outline" size="sm" onClick={() => void run(() => downloadInvoice(i, 'pdf'))}>
              PDF
            </Button>
          </div>
        ),
    },
  ];
  const monthKey = month ? `${year}-${String(month).padStart(2, '0')}` : null;
  const totals = invoices.data?.totals;
  const exportable = (totals?.issued ?? 0) > 0;
  const period = month ? `di ${ITALIAN_MONTHS[month - 1]} ${year}` : `del ${year}`;

  return (
    <>
      <PageHeader
        title="Fatture"
        subtitle="Le fatture elettroniche emesse per ogni acquisto, per anno e mese."
      />
      <div className="row invoices-filters">
        <label>
          Anno
          <select
            className="field__input field__input--select"
            value={year}
            onChange={(event) => (setYear(Number(event.target.value)), setPage(1))}
          >
            {YEARS.map((y) => (
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
            value={month ?? ''}
            onChange={(event) => (
              setMonth(event.target.value ? Number(event.target.value) : null),
              setPage(1)
            )}
          >
            <option value="">Tutto l'anno</option>
            {ITALIAN_MONTHS.map((name, index) => (
              <option key={name} value={index + 1}>
                {name}
              </option>
            ))}
          </select>
        </label>
        {monthKey && (
          <>
            <Button
              size="sm"
              disabled={!exportable}
              aria-describedby={exportable ? undefined : 'invoices-export-note'}
              onClick={() => void run(() => exportInvoices(monthKey))}
            >
              Esporta il mese (.zip)
            </Button>
            {invoices.data && !exportable && (
              <p id="invoices-export-note" className="invoices-filters__note">
                Nessuna fattura emessa in questo mese: non c’è niente da esportare.
              </p>
            )}
          </>
        )}
      </div>
      <PagedTable
        list={invoices}
        loading="Caricamento delle fatture..."
        onPage={setPage}
        caption="Fatture"
        columns={columns}
        empty="Nessuna fattura in questo periodo."
      />
      {totals && <InvoiceTotalsSummary totals={totals} period={period} />}
    </>
  );
};
