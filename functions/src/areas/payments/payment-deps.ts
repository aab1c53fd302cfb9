import type { Infrastructure } from '../../composition/infrastructure';
import { createLazyDocumentRenderer } from '../../documents/lazy-renderer';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import {
  createInvoiceDeps,
  createPaymentInvoicing,
  type InvoiceRepository,
  type PaymentInvoicing,
} from '../invoices';
import { type ContractRecord, createContractReader } from '../contracts';
import { createStripeCheckoutSessions, type CheckoutSessions } from './checkout-sessions';
import { createDynamoPaymentRepository, type PaymentRepository } from './payment-repository';
import type { PurchasedDocumentDeps } from './purchased-document';

/** The ports the payments' use cases work with (the stripe-webhook area uses them too). */
export interface PaymentDeps extends PurchasedDocumentDeps {
  payments: PaymentRepository;
  /** A contract by id, strongly consistent, with its pinned template. */
  contracts: (id: string) => Promise<ContractRecord | undefined>;
  sessions: CheckoutSessions;
  clock: Clock;
  ids: IdGenerator;
  logger: Logger;
  /** The payment's invoice: written waiting with the payment, issued right after. */
  invoicing: PaymentInvoicing;
  /** GET /payment/{id} shows the payment's invoice. */
  invoices: Pick<InvoiceRepository, 'findById'>;
}

/** The payments' ports from one environment's infrastructure; built once per process, so caches stay warm. */
export const createPaymentDeps = (infrastructure: Infrastructure): PaymentDeps => {
  const { dynamo, config } = infrastructure;
  const invoiceDeps = createInvoiceDeps(infrastructure);
  return {
    payments: createDynamoPaymentRepository(dynamo, {
      payments: config.tables.payments,
      contracts: config.tables.contracts,
    }),
    contracts: createContractReader(dynamo, config.tables),
    sessions: createStripeCheckoutSessions(() => infrastructure.stripe()),
    masters: infrastructure.files.masters,
    documents: infrastructure.files.documents,
    renderer: createLazyDocumentRenderer({ maxMasters: 8 }),
    clock: infrastructure.clock,
    ids: infrastructure.ids,
    logger: infrastructure.logger,
    invoicing: createPaymentInvoicing(invoiceDeps),
    invoices: invoiceDeps.invoices,
  };
};
