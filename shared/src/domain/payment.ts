import type { InvoiceSummary } from './invoice';

export interface Payment {
  id: string;
  transactionId: string;
  /** The total paid in euro, VAT included. */
  price: number;
  contractId: string;
  updatedAt: string;
  /** The payment's invoice (docs/api.md, Invoices); null before it exists. */
  invoice?: InvoiceSummary | null;
}
