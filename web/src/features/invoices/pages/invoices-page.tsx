import { type InvoiceListItem } from '@redigo/shared/domain/invoice';
import { ITALIAN_MONTHS } from '@redigo/shared/italian/calendar';
import { formatEuroCents, toCents } from '@redigo/shared/money';
import { invoiceColumns } from '../../../components/invoices/invoice-list';
import { InvoicePeriodFilters } from '../../../components/invoices/invoice-period-filters';
import { useInvoicePeriod } from '../../../components/invoices/use-invoice-period';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/card';
import { PagedTable } from '../../../components/ui/paged-table';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { exportInvoices, useInvoicesPage } from '../api/invoices-api';
import { InvoiceTotalsSummary } from '../components/invoice-totals';
import '../../../components/ui/staff.css';

const euro = (amount: number): string => formatEuroCents(toCents(amount));

const columns = invoiceColumns<InvoiceListItem>([
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
]);

/** FATTURE: the invoices of a year or month, their files, and the monthly export for the accountant. */
export const InvoicesPage = () => {
  const toast = useToast();
  const period = useInvoicePeriod();
  const { year, month } = period;
  const invoices = useInvoicesPage(year, month, period.page);

  const run = async (action: () => Promise<void>) => {
    try {
      await action();
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    }
  };

  const monthKey = month ? `${year}-${String(month).padStart(2, '0')}` : null;
  const totals = invoices.data?.totals;
  const exportable = (totals?.issued ?? 0) > 0;
  const periodName = month ? `di ${ITALIAN_MONTHS[month - 1]} ${year}` : `del ${year}`;

  return (
    <>
      <PageHeader
        title="Fatture"
        subtitle="Le fatture elettroniche emesse per ogni acquisto, per anno e mese."
      />
      <InvoicePeriodFilters period={period}>
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
      </InvoicePeriodFilters>
      <PagedTable
        list={invoices}
        loading="Caricamento delle fatture..."
        onPage={period.setPage}
        caption="Fatture"
        columns={columns}
        empty="Nessuna fattura in questo periodo."
      />
      {totals && <InvoiceTotalsSummary totals={totals} period={periodName} />}
    </>
  );
};
