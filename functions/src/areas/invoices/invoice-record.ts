import type { Billing, InvoiceListItem, InvoiceStatus, InvoiceSummary } from '@redigo/shared/domain/invoice';
import { toLatinText } from './latin-text';
import { romeDateOf } from './rome-dates';

/** Who is invoiced, frozen when the invoice is issued: later billing changes never touch it. */
export interface BuyerSnapshot extends Billing {
  /** Where the SdI delivers: a codice destinatario (7 characters) or `0000000` with a PEC. */
  codiceDestinatario: string;
  pecDestinatario?: string;
}

/**
 * An invoice, one per payment in the invoices table, keyed by the payment's id. Written as `IN_ATTESA_DATI` in the
 * transaction that records the payment; issued (number, buyer, XML) in the transaction that takes the next number
 * of its year; `EMESSA` while the XML waits to be stored and handed to the SdI channel, then the channel's answer.
 */
export interface InvoiceRecord {
  id: string;
  /** The buyer: the member who bought, for a studio's invoice. */
  userId: string;
  /** A member's purchase (docs/api.md, "The studio"): the studio invoiced, its billing data the buyer's. */
  studioId?: string;
  contractId: string;
  /** The line's description: the template's title. */
  title: string;
  priceCents: number;
  vatCents: number;
  /** What Stripe charged. */
  totalCents: number;
  paidAt: string;
  /** The payment's day in Europe/Rome, YYYY-MM-DD: the invoice's date. */
  date: string;
  status: InvoiceStatus;
  number?: number;
  year?: number;
  buyer?: BuyerSnapshot;
  /** `IT<IdCodice>_<progressivo>.xml`. */
  fileName?: string;
  xml?: string;
  sentAt?: string;
  createdAt: string;
  updatedAt: string;
}

/** The payment an invoice is for, as the payment's recording knows it. */
export interface InvoicedPayment {
  paymentId: string;
  userId: string;
  /** The buyer's studio when the payment was recorded: the invoice goes to it. */
  studioId?: string;
  contractId: string;
  /** The template's title: the invoice's one line. */
  title: string;
  priceCents: number;
  /** What Stripe charged, VAT included. */
  totalCents: number;
  paidAt: string;
}

/** The waiting invoice of a payment just recorded; its id is the payment's. */
export const waitingInvoice = (input: Omit<InvoicedPayment, 'paymentId'> & { id: string }): InvoiceRecord => {
  const date = romeDateOf(new Date(input.paidAt));
  return {
    ...input,
    title: toLatinText(input.title).slice(0, 1000),
    vatCents: input.totalCents - input.priceCents,
    date,
    status: 'IN_ATTESA_DATI',
    createdAt: input.paidAt,
    updatedAt: input.paidAt,
  };
};

export const invoiceNumberOf = (record: Pick<InvoiceRecord, 'number' | 'year'>): string | null =>
  record.number !== undefined && record.year !== undefined ? `${record.number}/${record.year}` : null;

export const toInvoiceSummary = (record: InvoiceRecord): InvoiceSummary => ({
  id: record.id,
  number: invoiceNumberOf(record),
  year: record.year ?? null,
  date: record.date,
  status: record.status,
  imponibile: record.priceCents / 100,
  imposta: record.vatCents / 100,
  totale: record.totalCents / 100,
});

const buyerName = (buyer: Billing | undefined): string =>
  !buyer
    ? ''
    : buyer.kind === 'studio'
      ? (buyer.denominazione ?? '')
      : `${buyer.name ?? ''} ${buyer.surname ?? ''}`;

export const toInvoiceListItem = (record: InvoiceRecord, accountName: string): InvoiceListItem => ({
  ...toInvoiceSummary(record),
  buyer: buyerName(record.buyer) || accountName,
  userId: record.userId,
  contractId: record.contractId,
  title: record.title,
  fileName: record.fileName ?? null,
});
