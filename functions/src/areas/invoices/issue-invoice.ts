import type { Billing } from '@redigo/shared/domain/invoice';
import { jitteredPause } from '../../ports/jittered-pause';
import { fatturaProblems } from './fattura-checks';
import { buildFatturaXml, type FatturaData } from './fattura-xml';
import type { InvoiceDeps } from './invoice-deps';
import type { BuyerSnapshot, InvoiceRecord } from './invoice-record';
import { yearOfDate } from './rome-dates';
import { NamedError } from '../../errors/named-error';

const MAX_ATTEMPTS = 80;
/** No codice destinatario: the SdI delivers to the PEC given. */
const PEC_CODICE_DESTINATARIO = '0000000';

/** The buyer as the invoice freezes them: without a codice destinatario or PEC, the account's PEC. */
export const buyerSnapshotOf = (billing: Billing, accountPec: string): BuyerSnapshot => {
  if (billing.codice_destinatario) return { ...billing, codiceDestinatario: billing.codice_destinatario };
  return {
    ...billing,
    codiceDestinatario: PEC_CODICE_DESTINATARIO,
    pecDestinatario: billing.pec_destinatario ?? accountPec,
  };
};

/** The SdI's ProgressivoInvio: unique per seller forever, 5 characters in base 36 (up to 99,999 a year). */
const progressivoOf = (year: number, number: number): string => {
  if (number >= 100_000) throw new Error(`Invoice number ${number}/${year} exceeds the progressivo's range`);
  return ((year - 2000) * 100_000 + number).toString(36).toUpperCase().padStart(5, '0');
};

class InvalidInvoiceError extends NamedError {
  constructor(
    readonly invoiceId: string,
    readonly problems: string[],
  ) {
    super(`Invoice ${invoiceId} would not pass the FatturaPA schema: ${problems.join(', ')}`);
  }
}

/** The invoice with `number`, its XML built and checked; throws InvalidInvoiceError rather than make a bad one. */
const numbered = (
  deps: InvoiceDeps,
  invoice: InvoiceRecord,
  buyer: BuyerSnapshot,
  number: number,
): InvoiceRecord => {
  const year = yearOfDate(invoice.date);
  const progressivoInvio = progressivoOf(year, number);
  const data: FatturaData = {
    seller: deps.seller,
    buyer,
    numero: `${number}/${year}`,
    progressivoInvio,
    data: invoice.date,
    descrizione: invoice.title,
    priceCents: invoice.priceCents,
    vatCents: invoice.vatCents,
    totalCents: invoice.totalCents,
  };
  const problems = fatturaProblems(data);
  if (problems.length > 0) throw new InvalidInvoiceError(invoice.id, problems);
  return {
    ...invoice,
    status: 'EMESSA',
    number,
    year,
    buyer,
    fileName: `IT${deps.seller.partitaIva}_${progressivoInvio}.xml`,
    xml: buildFatturaXml(data),
    updatedAt: deps.clock.now().toISOString(),
  };
};

/**
 * Issues a waiting invoice for `buyer`: the next number of its year, taken in the same transaction that writes
 * the invoice, tried again with the following number when a concurrent purchase took it. Answers the invoice
 * this call issued, or undefined when another call issued it first (that call delivers it).
 */
export const issueWaitingInvoice = async (
  deps: InvoiceDeps,
  invoice: InvoiceRecord,
  buyer: BuyerSnapshot,
  lastKnown?: number,
): Promise<InvoiceRecord | undefined> => {
  const year = yearOfDate(invoice.date);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    const previous =
      attempt === 1 && lastKnown !== undefined ? lastKnown : await deps.invoices.lastNumber(year);
    const issued = numbered(deps, invoice, buyer, previous + 1);
    const outcome = await deps.invoices.issue(issued, previous);
    if (outcome === 'issued') {
      deps.metrics.count('InvoicesIssued');
      return issued;
    }
    if (outcome === 'issuedBefore') return undefined;
    await jitteredPause(0, 4 * Math.min(attempt, 12));
  }
  throw new Error(`Invoice ${invoice.id} found no free number after ${MAX_ATTEMPTS} attempts`);
};

/** The stored XML's key in the documents bucket. */
export const invoiceXmlKey = (invoice: Pick<InvoiceRecord, 'year' | 'fileName'>): string =>
  `invoices/${invoice.year}/${invoice.fileName}`;

/** An issued invoice whose XML is ready to be handed over. */
type Deliverable = InvoiceRecord & { xml: string; fileName: string; buyer: BuyerSnapshot };

const isDeliverable = (invoice: InvoiceRecord): invoice is Deliverable =>
  invoice.status === 'EMESSA' && !!invoice.xml && !!invoice.fileName && !!invoice.buyer;

/** The SdI channel's answer to an issued invoice, its XML stored first (the same bytes every time). */
const handOver = async (deps: InvoiceDeps, invoice: Deliverable) => {
  await deps.files.put(invoiceXmlKey(invoice), Buffer.from(invoice.xml, 'utf8'), 'application/xml');
  const { buyer } = invoice;
  const to =
    buyer.codiceDestinatario === PEC_CODICE_DESTINATARIO
      ? (buyer.pecDestinatario ?? '')
      : buyer.codiceDestinatario;
  return deps.sdi.send({ invoiceId: invoice.id, fileName: invoice.fileName, to, xml: invoice.xml });
};

/**
 * Stores an issued invoice's XML and hands it to the SdI channel. When that fails, `InvoicesNotSent` is counted (its
 * alarm calls a person: the invoice must reach the SdI before its deadline) and the error is thrown; the invoice
 * stays unsent, for a later call to deliver.
 */
export const deliverInvoice = async (deps: InvoiceDeps, invoice: InvoiceRecord): Promise<InvoiceRecord> => {
  if (!isDeliverable(invoice)) return invoice;
  let status: Awaited<ReturnType<typeof handOver>>;
  try {
    status = await handOver(deps, invoice);
  } catch (error) {
    deps.metrics.count('InvoicesNotSent');
    throw error;
  }
  const sentAt = deps.clock.now().toISOString();
  await deps.invoices.markSent(invoice.id, status, sentAt);
  return { ...invoice, status, sentAt };
};
