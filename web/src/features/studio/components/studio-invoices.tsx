import type { StudioInvoiceItem } from '@redigo/shared/domain/studio';
import { formatEuroCents, toCents } from '@redigo/shared/money';
import { invoiceColumns } from '../../../components/invoices/invoice-list';
import { InvoicePeriodFilters } from '../../../components/invoices/invoice-period-filters';
import { useInvoicePeriod } from '../../../components/invoices/use-invoice-period';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { PagedTable } from '../../../components/ui/paged-table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { downloadInvoicesZip, useStudioInvoices } from '../api/studio-api';

const columns = invoiceColumns<StudioInvoiceItem>(
  [
    { key: 'buyer', header: 'Acquistato da', render: (i) => `${i.buyer.name} ${i.buyer.surname}` },
    {
      key: 'total',
      header: 'Totale',
      align: 'end',
      nowrap: true,
      render: (i) => formatEuroCents(toCents(i.totale)),
    },
  ],
  { namedFiles: true },
);

/** «Fatture dello studio» (the titolare's): every member's purchases invoiced to the studio, by year and month. */
export const StudioInvoices = () => {
  const toast = useToast();
  const period = useInvoicePeriod();
  const { year, month } = period;
  const invoices = useStudioInvoices(year, month, period.page);

  const run = (action: () => Promise<void>) =>
    void action().catch((failure: unknown) => toast.error(errorMessageOf(failure)));

  const empty = (invoices.data?.results.length ?? 0) === 0;

  return (
    <Card title="Fatture dello studio">
      <p className="muted">
        Gli acquisti di ogni componente sono fatturati allo studio. L’XML è la fattura elettronica trasmessa
        al Sistema di Interscambio; il PDF ne è la copia di cortesia.
      </p>
      <InvoicePeriodFilters period={period}>
        {month && (
          <Button size="sm" disabled={empty} onClick={() => run(() => downloadInvoicesZip(year, month))}>
            Scarica le fatture del mese (.zip)
          </Button>
        )}
      </InvoicePeriodFilters>
      <PagedTable
        list={invoices}
        loading="Caricamento delle fatture..."
        onPage={period.setPage}
        caption="Fatture dello studio"
        variant="userTable"
        columns={columns}
        empty="Nessuna fattura dello studio in questo periodo."
      />
    </Card>
  );
};
