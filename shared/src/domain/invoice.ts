/** Who is invoiced: a lawyer in their own name or a firm (docs/api.md, Invoices). */
export const BILLING_KINDS = ['professionista', 'studio'] as const;
export type BillingKind = (typeof BILLING_KINDS)[number];

/** A user's billing data as the API reads and writes them. */
export interface Billing {
  kind: BillingKind;
  name?: string;
  surname?: string;
  denominazione?: string;
  codice_fiscale: string;
  partita_iva: string;
  indirizzo: string;
  cap: string;
  comune: string;
  provincia: string;
  codice_destinatario?: string;
  pec_destinatario?: string;
}

export const INVOICE_STATUSES = ['IN_ATTESA_DATI', 'EMESSA', 'INVIATA', 'CONSEGNATA', 'SCARTATA'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** What GET /payment/{id} shows of the payment's invoice; amounts in euro. */
export interface InvoiceSummary {
  id: string;
  /** `N/YYYY`, null while the invoice waits for billing data. */
  number: string | null;
  year: number | null;
  /** The payment's date, YYYY-MM-DD in Europe/Rome. */
  date: string;
  status: InvoiceStatus;
  imponibile: number;
  imposta: number;
  totale: number;
}

/** A row of the admin's invoice list. */
export interface InvoiceListItem extends InvoiceSummary {
  buyer: string;
  userId: string;
  contractId: string;
  title: string;
  fileName: string | null;
}

/** What the invoices of a period add up to: the issued ones (a number given), in euro; `waiting` counts the others. */
export interface InvoiceTotals {
  /** How many invoices of the period are issued. */
  issued: number;
  imponibile: number;
  imposta: number;
  totale: number;
  /** Invoices of the period still waiting for billing data (not in the sums). */
  waiting: number;
}

/** GET /invoice: a page of a period's invoices and the whole period's totals. */
export interface InvoicePage {
  results: InvoiceListItem[];
  page: number;
  totalPages: number;
  totalResults: number;
  totals: InvoiceTotals;
}

/** The invoice statuses as the pages show them. */
export const INVOICE_STATUS_LABELS: Readonly<Record<InvoiceStatus, string>> = {
  IN_ATTESA_DATI: 'In attesa dei dati di fatturazione',
  EMESSA: 'Emessa',
  INVIATA: 'Inviata allo SdI',
  CONSEGNATA: 'Consegnata',
  SCARTATA: 'Scartata',
};
