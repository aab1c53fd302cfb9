import type { InvoiceSummary } from './invoice';

/** What a payment paid for besides a purchase: a free update of a bought contract. */
export type PaymentKind = 'aggiornamento';

export interface Payment {
  id: string;
  transactionId: string;
  /** The total paid in euro, VAT included. */
  price: number;
  contractId: string;
  updatedAt: string;
  /** `aggiornamento` for a free update claimed at 0 € (no Stripe, no invoice); absent for a purchase. */
  kind?: PaymentKind;
  /** The payment's invoice (docs/api.md, Invoices); null before it exists. */
  invoice?: InvoiceSummary | null;
}
