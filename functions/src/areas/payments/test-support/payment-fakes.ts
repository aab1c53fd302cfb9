import { firmData } from '@redigo/shared/domain/firm';
import type { Billing } from '@redigo/shared/domain/invoice';
import type { DocumentRenderer } from '../../../documents/renderer';
import type { FileStore } from '../../../ports/file-store';
import type { Logger } from '../../../ports/logger';
import type { DocumentJob } from '../../contract-pdfs';
import type { ContractRecord } from '../../contracts';
import { waitingInvoice, type InvoiceRecord } from '../../invoices';
import type { CheckoutSession } from '../checkout-sessions';
import type { PaymentDeps } from '../payment-deps';
import type { PaymentRecord, SessionMarker } from '../payment-record';

const sessionMarker = (sessionId: string) => `session:${sessionId}`;
const contractMarker = (contractId: string) => `contract:${contractId}`;

/** A paid session of 39 € + VAT for contract c-1, as Stripe would answer it. */
export const paidSession = (overrides: Partial<CheckoutSession> = {}): CheckoutSession => ({
  id: 'cs_test_1',
  paymentStatus: 'paid',
  clientReferenceId: 'c-1',
  currency: 'eur',
  amountTotal: 4758,
  ...overrides,
});

export const memoryFileStore = (): FileStore & { files: Map<string, Buffer> } => {
  const files = new Map<string, Buffer>();
  return {
    files,
    put: async (key, body) => void files.set(key, body),
    async putIfAbsent(key, body) {
      if (files.has(key)) return false;
      files.set(key, body);
      return true;
    },
    has: async (key) => files.has(key),
    get: async (key) => files.get(key),
    delete: async (key) => void files.delete(key),
  };
};

/** The billing data of every buyer of these fakes: a studio in Rome. */
const BUYER_BILLING: Billing = {
  kind: 'studio',
  denominazione: 'Studio Bianchi',
  codice_fiscale: '12345678903',
  partita_iva: '12345678903',
  indirizzo: 'Via del Corso 1',
  cap: '00186',
  comune: 'Roma',
  provincia: 'RM',
};

const silentLogger: Logger = { log: () => undefined, child: () => silentLogger };

/** A renderer that "renders" the answers as JSON after the master's bytes, loading the master every time. */
const fakeRenderer: DocumentRenderer = {
  render: (docx, _key, answers) => Buffer.concat([docx, Buffer.from(JSON.stringify(answers))]),
  async renderCached(_key, answers, load) {
    return Buffer.concat([await load(), Buffer.from(JSON.stringify(answers))]);
  },
  isWarm: () => false,
};

/**
 * Payment deps in memory, with the DynamoDB transaction's rules: a session or contract recorded once, and the
 * contract written only at the version read and unpaid.
 */
export const memoryPaymentDeps = (contracts: ContractRecord[], sessions: CheckoutSession[]) => {
  const stored = new Map(contracts.map((contract) => [contract.id, contract]));
  const items = new Map<string, unknown>();
  const invoices = new Map<string, InvoiceRecord>();
  const masters = memoryFileStore();
  for (const contract of contracts)
    if (contract.pinned) masters.files.set(contract.pinned.file_name, Buffer.from('MASTER'));
  let nextId = 0;
  const settled: string[] = [];
  const pdfRequests: DocumentJob[] = [];
  const deps: PaymentDeps = {
    payments: {
      findById: async (id) => items.get(id) as PaymentRecord | undefined,
      findBySession: async (id) => items.get(sessionMarker(id)) as SessionMarker | undefined,
      async record({ payment, contract: { read: contract, paid }, invoice }) {
        const [bySession, byContract] = [sessionMarker(payment.transactionId), contractMarker(contract.id)];
        const recorded = items.get(bySession) as SessionMarker | undefined;
        if (recorded)
          return { kind: 'recordedBefore', paymentId: recorded.paymentId, contractId: recorded.contractId };
        const current = stored.get(contract.id);
        if (items.has(byContract) || current?.version !== contract.version || current.paymentId)
          return { kind: 'contractChanged' };
        items.set(bySession, { paymentId: payment.id, contractId: contract.id, userId: payment.userId });
        items.set(byContract, { paymentId: payment.id });
        items.set(payment.id, payment);
        if (invoice) invoices.set(invoice.id, invoice);
        stored.set(contract.id, paid);
        return { kind: 'recorded' };
      },
      async confirmByClient(paymentId) {
        const payment = items.get(paymentId) as PaymentRecord | undefined;
        if (!payment || payment.confirmedByClient) return false;
        items.set(paymentId, { ...payment, confirmedByClient: true });
        return true;
      },
    },
    contracts: async (id) => stored.get(id),
    sessions: { retrieve: async (id) => sessions.find((session) => session.id === id) },
    studios: { membershipOf: async () => undefined },
    payers: { findByPec: async () => undefined },
    masters,
    documents: memoryFileStore(),
    renderer: fakeRenderer,
    firms: {
      firmOf: async (userId) =>
        firmData(
          { name: 'Giulia', surname: 'Bianchi', pec: `${userId}@pec.it`, ordine: 'Roma' },
          BUYER_BILLING,
        ),
    },
    clock: { now: () => new Date('2026-11-21T10:00:00.000Z') },
    ids: { newId: () => `pay-${(nextId += 1)}` },
    logger: silentLogger,
    metrics: { count: () => undefined, publish: () => undefined },
    pdfJobs: { enabled: true, request: async (job) => void pdfRequests.push(job) },
    invoicing: {
      waitingInvoice: ({ paymentId, ...payment }) => waitingInvoice({ id: paymentId, ...payment }),
      settle: async (paymentId) => void settled.push(paymentId),
    },
    invoices: { findById: async () => undefined },
    releases: { of: async () => [], updated: async () => [] },
  };
  return {
    deps,
    stored,
    items,
    invoices,
    settled,
    pdfRequests,
    documents: deps.documents as ReturnType<typeof memoryFileStore>,
  };
};
