import type { Billing } from '@redigo/shared/domain/invoice';
import './invoices.css';

const holderOf = (billing: Billing): string =>
  billing.kind === 'studio'
    ? (billing.denominazione ?? '')
    : `${billing.name ?? ''} ${billing.surname ?? ''}`;

/** The saved billing data: who is invoiced, the codes, the seat and where the invoice goes. */
export const BillingSummary = ({ billing, accountPec }: { billing: Billing; accountPec: string }) => (
  <dl className="billing-summary">
    <div>
      <dt>Intestatario</dt>
      <dd>{holderOf(billing)}</dd>
    </div>
    <div>
      <dt>Codice fiscale / Partita IVA</dt>
      <dd>
        {billing.codice_fiscale} / {billing.partita_iva}
      </dd>
    </div>
    <div>
      <dt>Sede</dt>
      <dd>
        {billing.indirizzo}, {billing.cap} {billing.comune} ({billing.provincia})
      </dd>
    </div>
    <div>
      <dt>Recapito della fattura</dt>
      <dd>
        {billing.codice_destinatario
          ? `Codice destinatario ${billing.codice_destinatario}`
          : `PEC ${billing.pec_destinatario ?? accountPec}`}
      </dd>
    </div>
  </dl>
);
