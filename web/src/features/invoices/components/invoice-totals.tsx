import type { InvoiceTotals } from '@redigo/shared/domain/invoice';
import { formatEuroCents, toCents } from '@redigo/shared/money';

const euro = (amount: number): string => formatEuroCents(toCents(amount));

/** The period's sums for the accountant: the issued invoices' imponibile, IVA and total, and those still waiting. */
export const InvoiceTotalsSummary = ({ totals, period }: { totals: InvoiceTotals; period: string }) => (
  <section className="invoice-totals" aria-label={`Totali ${period}`}>
    <h2 className="invoice-totals__title">Totali {period}</h2>
    <dl className="invoice-totals__figures">
      <div>
        <dt>Fatture emesse</dt>
        <dd>{totals.issued}</dd>
      </div>
      <div>
        <dt>Imponibile</dt>
        <dd>{euro(totals.imponibile)}</dd>
      </div>
      <div>
        <dt>IVA 22 %</dt>
        <dd>{euro(totals.imposta)}</dd>
      </div>
      <div>
        <dt>Totale</dt>
        <dd>{euro(totals.totale)}</dd>
      </div>
    </dl>
    {totals.waiting > 0 && (
      <p className="invoice-totals__waiting">
        {totals.waiting === 1
          ? '1 acquisto attende i dati di fatturazione e non è nei totali.'
          : `${totals.waiting} acquisti attendono i dati di fatturazione e non sono nei totali.`}
      </p>
    )}
  </section>
);
