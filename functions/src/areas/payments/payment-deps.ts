import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import type { Metrics } from '../../ports/metrics';
import type { StudioDirectory } from '../../ports/studio-directory';
import type { PdfJobQueue } from '../contract-pdfs';
import { type InvoiceRepository, type PaymentInvoicing } from '../invoices';
import { type ContractRecord, type PurchasedDocumentDeps } from '../contracts';
import type { TemplateReleases } from '../templates';
import { type CheckoutSessions } from './checkout-sessions';
import { type PaymentRepository } from './payment-repository';

/** The ports the payments' use cases work with (the stripe-webhook area uses them too). */
export interface PaymentDeps extends PurchasedDocumentDeps {
  payments: PaymentRepository;
  /** A contract by id, strongly consistent, with its pinned template. */
  contracts: (id: string) => Promise<ContractRecord | undefined>;
  sessions: CheckoutSessions;
  /** Each buyer's studio, read at every request: who may buy a `studio` contract, and which studio is invoiced. */
  studios: Pick<StudioDirectory, 'membershipOf'>;
  clock: Clock;
  ids: IdGenerator;
  logger: Logger;
  metrics: Metrics;
  /** The purchased document's PDF is queued once its .docx is stored and the payment recorded. */
  pdfJobs: PdfJobQueue;
  /** The payment's invoice: written waiting with the payment, issued right after. */
  invoicing: PaymentInvoicing;
  /** The releases of templates' versions: whether an update claimed is free. */
  releases: TemplateReleases;
  /**
   * Accounts by PEC: when the webhook records a studio contract's payment first, the session's customer address
   * (the PEC the cart prefills) names the member who paid.
   */
  payers: { findByPec(pec: string): Promise<{ id: string } | undefined> };
  /** GET /payment/{id} shows the payment's invoice. */
  invoices: Pick<InvoiceRepository, 'findById'>;
}
