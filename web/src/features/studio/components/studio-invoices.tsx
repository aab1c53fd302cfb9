import { useState } from 'react';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@redigo/shared/domain/invoice';
import type { StudioInvoiceItem } from '@redigo/shared/domain/studio';
import { ITALIAN_MONTHS } from '@redigo/shared/italian/calendar';
import { formatEuroCents, toCents } from '@redigo/shared/money';
import { downloadInvoice } from '../../../components/invoices/invoice-api';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PagedTable } from '../../../components/ui/paged-table';
import type { TableColumn } from '../../../components/ui/table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { downloadInvoicesZip, useStudioInvoices } from '../api/studio-api';
import { invoiceYears } from '../studio-rules';
import '../../../components/invoices/invoices.css';

const italianDate = (date: string): string => date.split('-').reverse().join('/');

/** «Fatture dello studio» (the titolare's): every member's purchases invoiced to the studio, by year and month. */
export const StudioInvoices = () => {
  const toast = useToast();
  const [now] = useState(() => new Date());
  const [year, setYear] = useState(now.getFullYear());
  const [month, setMonth] = useState<number | null>(now.getMonth() + 1);
  const [page, setPage] = useState(1);
  const invoices = useStudioInvoices(year, month, page);

  const run = (action: () => Promise<void>) =>
    void action().catch((failure: unknown) => toast.error(errorMessageOf(failure)));

  const columns: TableColumn<StudioInvoiceItem>[] = [
    { key: 'number', header: 'Numero', nowrap: true, render: (i) => i.number ?? '—' },
    { key: 'date', header: 'Data', nowrap: true, render: (i) => italianDate(i.date) },
    { key: 'buyer', header: 'Acquistato da', render: (i) => `${i.buyer.name} ${i.buyer.surname}` },
    {
      key: 'total',
      header: 'Totale',
      align: 'end',
      nowrap: true,
      render: (i) => formatEuroCents(toCents(i.totale)),
    },
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
      render: (i) =>
        i.number && (
          <div className="row-actions">
            <Button variant="outline" size="sm" onClick={() => run(() => downloadInvoice(i, 'xml'))}>
              XML<span className="visually-hidden"> della fattura {i.number}</span>
            </Button>
            <Button variant="outline" size="sm" onClick={() => run(() => downloadInvoice(i, 'pdf'))}>
              PDF<span className="visually-hidden"> della fattura {i.number}</span>
            </Button>
          </div>
        ),
    },
  ];
  const empty = (invoices.data?.results.length ?? 0) === 0;

  return (
    <Card title="Fatture dello studio">
      <p className="muted">
        Gli acquisti di ogni componente sono fatturati allo studio. L’XML è la fattura elettronica trasmessa
        al Sistema di Interscambio; il PDF ne è la copia di cortesia.
      </p>
      <div className="row invoices-filters">
        <label>
          Anno
          <select
            className="field__input field__input--select"
            value={year}
            onChange={(event) => (setYear(Number(event.target.value)), setPage(1))}
          >
            {invoiceYears(now).map((y) => (
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
        {month && (
          <Button size="sm" disabled={empty} onClick={() => run(() => downloadInvoicesZip(year, month))}>
            Scarica le fatture del mese (.zip)
          </Button>
        )}
      </div>
      <PagedTable
        list={invoices}
        loading="Caricamento delle fatture..."
        onPage={setPage}
        caption="Fatture dello studio"
        variant="userTable"
        columns={columns}
        empty="Nessuna fattura dello studio in questo periodo."
      />
    </Card>
  );
};
