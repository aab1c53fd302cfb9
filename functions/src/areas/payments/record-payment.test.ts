import { paymentMessages } from '@redigo/shared/messages/payments';
import { ConflictError, NotFoundError } from '../../errors/app-errors';
import { completedRecord, contractRecord } from '../contracts/test-support/contract-fixtures';
import { PaymentNotVerifiedError } from './payment-errors';
import { recordPayment } from './record-payment';
import { memoryPaymentDeps, paidSession } from './test-support/payment-fakes';

const { reasons } = paymentMessages;
const claim = { sessionId: 'cs_test_1', contractId: 'c-1', payerId: 'u-1' };

const reasonOf = async (promise: Promise<unknown>): Promise<string | undefined> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PaymentNotVerifiedError) return error.reason;
    throw error;
  }
  return undefined;
};

describe('recordPayment', () => {
  it('records a paid session of the pinned price plus VAT, and stores the document rendered from the pinned master with the buyer’s firm data', async () => {
    const { deps, stored, items, invoices, documents, pdfRequests } = memoryPaymentDeps(
      [completedRecord()],
      [paidSession()],
    );

    const recorded = await recordPayment(deps, claim);

    const key = 'documents/c-1/v2.docx';
    expect(recorded).toEqual({ id: 'pay-1', created: true });
    expect(items.get('pay-1')).toMatchObject({
      transactionId: 'cs_test_1',
      price: 47.58,
      amountCents: 4758,
      currency: 'eur',
      contractId: 'c-1',
      userId: 'u-1',
      confirmedByClient: true,
    });
    expect(stored.get('c-1')).toMatchObject({ paymentId: { id: 'pay-1' }, documentKey: key, version: 3 });
    expect(invoices.get('pay-1')).toMatchObject({
      status: 'IN_ATTESA_DATI',
      userId: 'u-1',
      contractId: 'c-1',
      priceCents: 3900,
      totalCents: 4758,
    });
    const document = documents.files.get(key)?.toString() ?? '';
    expect(document.startsWith('MASTER')).toBe(true);
    expect(JSON.parse(document.slice('MASTER'.length))).toEqual({
      durata: '4 anni',
      avvocato: {
        nome: 'Giulia',
        cognome: 'Bianchi',
        codice_fiscale: '',
        pec: 'u-1@pec.it',
        ordine: 'Ordine degli Avvocati di Roma',
      },
      studio: {
        denominazione: 'Studio Bianchi',
        presso: 'presso lo Studio Bianchi',
        indirizzo: 'Via del Corso 1',
        cap: '00186',
        comune: 'Roma',
        provincia: 'RM',
        partita_iva: '12345678903',
      },
    });
    expect(pdfRequests).toEqual([{ contractId: 'c-1', documentKey: key }]);
  });

  it('records the payment when its PDF cannot be queued: the first download of the PDF queues it', async () => {
    const { deps, stored } = memoryPaymentDeps([completedRecord()], [paidSession()]);
    const counted: string[] = [];
    deps.metrics = { count: (metric) => void counted.push(metric), publish: () => undefined };
    deps.pdfJobs = {
      enabled: true,
      request: async () => {
        throw new Error('queue down');
      },
    };

    const recorded = await recordPayment(deps, claim);

    expect(recorded).toEqual({ id: 'pay-1', created: true });
    expect(stored.get('c-1')?.paymentId).toMatchObject({ id: 'pay-1' });
    expect(counted).toEqual(['PdfJobsNotQueued']);
  });

  it('answers the same payment for the same session again, from the cart or the webhook, without a new document', async () => {
    const { deps, documents, pdfRequests } = memoryPaymentDeps([completedRecord()], [paidSession()]);
    const first = await recordPayment(deps, claim);

    const again = await recordPayment(deps, claim);
    const fromWebhook = await recordPayment(deps, { sessionId: 'cs_test_1' });

    expect([again, fromWebhook]).toEqual([
      { id: first.id, created: false },
      { id: first.id, created: false },
    ]);
    expect(documents.files.size).toBe(1);
    expect(pdfRequests).toHaveLength(1);
  });

  it('records one payment when many claims of one session race, from the cart and the webhook', async () => {
    const { deps, items } = memoryPaymentDeps([completedRecord()], [paidSession()]);

    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        recordPayment(deps, index % 2 === 0 ? claim : { sessionId: 'cs_test_1' }),
      ),
    );

    const createdFrom = (parity: number) =>
      results.filter((result, index) => index % 2 === parity && result.created).length;
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect([...items.keys()].filter((id) => id.startsWith('pay-'))).toHaveLength(1);
    // One client's confirmation is the first; the webhook's claims answer created only when one recorded it.
    expect(createdFrom(0)).toBe(1);
    expect(createdFrom(1)).toBeLessThanOrEqual(1);
  });

  it('records one payment when many webhook deliveries of one session race: one answers created', async () => {
    const { deps, items } = memoryPaymentDeps([completedRecord()], [paidSession()]);

    const results = await Promise.all(
      Array.from({ length: 8 }, () => recordPayment(deps, { sessionId: 'cs_test_1' })),
    );

    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect([...items.keys()].filter((id) => id.startsWith('pay-'))).toHaveLength(1);
  });

  it('leaves one document when two sessions race for one contract: the loser is refused', async () => {
    const { deps, documents } = memoryPaymentDeps(
      [completedRecord()],
      [paidSession(), paidSession({ id: 'cs_test_2' })],
    );

    const results = await Promise.allSettled([
      recordPayment(deps, claim),
      recordPayment(deps, { ...claim, sessionId: 'cs_test_2' }),
    ]);

    expect(results.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect([...documents.files.keys()]).toEqual(['documents/c-1/v2.docx']);
  });

  it.each([
    ['an unknown session', { sessionId: 'cs_test_unknown' }, reasons.unknownSession],
    ['an unpaid session', { sessionId: 'cs_test_unpaid' }, reasons.notPaid],
    ['a session for another contract', { sessionId: 'cs_test_other' }, reasons.otherDocument],
    ['another contract named', { contractId: 'c-2' }, reasons.otherDocument],
    ['a wrong amount', { sessionId: 'cs_test_cheap' }, reasons.wrongAmount],
    ['another currency', { sessionId: 'cs_test_usd' }, reasons.wrongAmount],
  ])('refuses %s with 402 and records nothing', async (_name, change, reason) => {
    const { deps, items, documents, pdfRequests } = memoryPaymentDeps(
      [completedRecord(), completedRecord({ id: 'c-2' })],
      [
        paidSession({ id: 'cs_test_unpaid', paymentStatus: 'unpaid' }),
        paidSession({ id: 'cs_test_other', clientReferenceId: 'c-2' }),
        paidSession({ id: 'cs_test_cheap', amountTotal: 3900 }),
        paidSession({ id: 'cs_test_usd', currency: 'usd' }),
        paidSession(),
      ],
    );

    expect(await reasonOf(recordPayment(deps, { ...claim, ...change }))).toBe(reason);
    expect([items.size, documents.files.size]).toEqual([0, 0]);
    expect(pdfRequests).toEqual([]);
  });

  it.each([
    ['a missing contract', { contractId: 'c-404' }],
    ["another user's contract", { payerId: 'u-2' }],
  ])('answers 404 for %s before asking Stripe', async (_name, change) => {
    const { deps, items } = memoryPaymentDeps([completedRecord()], [paidSession()]);
    const retrieve = jest.spyOn(deps.sessions, 'retrieve');

    await expect(recordPayment(deps, { ...claim, ...change })).rejects.toThrow(NotFoundError);
    expect(retrieve).not.toHaveBeenCalled();
    expect(items.size).toBe(0);
  });

  it.each(['pi_123', 'cs_', 'cs_test/../x', 'session'])(
    'refuses %s, not a Checkout Session id, with 402 without asking Stripe',
    async (sessionId) => {
      const { deps } = memoryPaymentDeps([completedRecord()], [paidSession()]);
      const retrieve = jest.spyOn(deps.sessions, 'retrieve');

      expect(await reasonOf(recordPayment(deps, { ...claim, sessionId }))).toBe(reasons.unknownSession);
      expect(retrieve).not.toHaveBeenCalled();
    },
  );

  it('refuses a second session for a contract already paid, and a session recorded for another contract', async () => {
    const { deps } = memoryPaymentDeps(
      [completedRecord(), completedRecord({ id: 'c-2' })],
      [paidSession(), paidSession({ id: 'cs_test_2' })],
    );
    await recordPayment(deps, claim);

    expect(await reasonOf(recordPayment(deps, { ...claim, sessionId: 'cs_test_2' }))).toBe(
      reasons.paidElsewhere,
    );
    expect(await reasonOf(recordPayment(deps, { ...claim, contractId: 'c-2' }))).toBe(reasons.otherDocument);
  });

  it('refuses a contract that is not completed with 409', async () => {
    const { deps } = memoryPaymentDeps([contractRecord()], [paidSession()]);

    await expect(recordPayment(deps, claim)).rejects.toThrow(ConflictError);
  });

  it('reads the contract again when it changed before the payment was written, and renders its new answers', async () => {
    const current = completedRecord({ version: 5, answers: { durata: '6 anni' } });
    const { deps, documents } = memoryPaymentDeps([current], [paidSession()]);
    const reads = [completedRecord({ version: 4 })];
    const reader = deps.contracts;
    deps.contracts = async (id) => reads.shift() ?? reader(id);

    const recorded = await recordPayment(deps, claim);

    expect(recorded.created).toBe(true);
    expect(documents.files.get('documents/c-1/v5.docx')?.toString()).toContain('6 anni');
  });

  describe("the client's confirmation (POST /payment names its payer)", () => {
    it('answers created for the call that records the payment, then the same id not created', async () => {
      const { deps } = memoryPaymentDeps([completedRecord()], [paidSession()]);

      const first = await recordPayment(deps, claim);
      const again = await recordPayment(deps, claim);

      expect(first).toEqual({ id: 'pay-1', created: true });
      expect(again).toEqual({ id: 'pay-1', created: false });
    });

    it("answers created for the client's first call after the webhook recorded the payment, once", async () => {
      const { deps, items } = memoryPaymentDeps([completedRecord()], [paidSession()]);
      const fromWebhook = await recordPayment(deps, { sessionId: 'cs_test_1' });

      const first = await recordPayment(deps, claim);
      const again = await recordPayment(deps, claim);

      expect(fromWebhook.created).toBe(true);
      expect(first).toEqual({ id: fromWebhook.id, created: true });
      expect(again).toEqual({ id: fromWebhook.id, created: false });
      expect([...items.keys()].filter((id) => id.startsWith('pay-'))).toEqual([fromWebhook.id]);
    });

    it('answers created to exactly one of many racing client calls after the webhook', async () => {
      const { deps } = memoryPaymentDeps([completedRecord()], [paidSession()]);
      await recordPayment(deps, { sessionId: 'cs_test_1' });

      const results = await Promise.all(Array.from({ length: 6 }, () => recordPayment(deps, claim)));

      expect(results.filter((result) => result.created)).toHaveLength(1);
      expect(new Set(results.map((result) => result.id)).size).toBe(1);
    });

    it('never confirms for the webhook: its repeats answer not created', async () => {
      const { deps, items } = memoryPaymentDeps([completedRecord()], [paidSession()]);
      await recordPayment(deps, { sessionId: 'cs_test_1' });

      const again = await recordPayment(deps, { sessionId: 'cs_test_1' });

      expect(again).toEqual({ id: 'pay-1', created: false });
      expect(items.get('pay-1')).not.toHaveProperty('confirmedByClient');
    });
  });

  describe('the buyer when the webhook records a studio contract (no payer named)', () => {
    const studioContract = () => ({ ...completedRecord(), userId: 'owner', studioId: 's-1' });
    const withStudio = (
      session: ReturnType<typeof paidSession>,
      roles: Record<string, 'avvocato' | 'collaboratore'>,
    ) => {
      const fakes = memoryPaymentDeps([studioContract()], [session]);
      const accounts: Record<string, string> = {
        'socia@pec.it': 'socia',
        'praticante@pec.it': 'praticante',
        'altro@pec.it': 'altro',
      };
      const deps = {
        ...fakes.deps,
        studios: {
          membershipOf: async (userId: string) =>
            userId === 'owner'
              ? { studioId: 's-1', role: 'collaboratore' as const }
              : roles[userId]
                ? { studioId: 's-1', role: roles[userId] }
                : undefined,
        },
        payers: { findByPec: async (pec: string) => (accounts[pec] ? { id: accounts[pec] } : undefined) },
      };
      return { ...fakes, deps };
    };

    it.each([
      ['a member who may buy it, by the PEC the cart prefilled', 'socia@pec.it', 'socia'],
      ['the owner, for a collaboratore\u2019s PEC', 'praticante@pec.it', 'owner'],
      ['the owner, for an account outside the studio', 'altro@pec.it', 'owner'],
      ['the owner, for an address of no account', 'nessuno@pec.it', 'owner'],
      ['the owner, for a session without an address', null, 'owner'],
    ])('is %s', async (_case, email, buyer) => {
      const { deps, items } = withStudio(paidSession({ customerEmail: email }), {
        socia: 'avvocato',
        praticante: 'collaboratore',
      });

      await recordPayment(deps, { sessionId: 'cs_test_1' });

      expect(items.get('pay-1')).toMatchObject({ userId: buyer });
    });
  });
});
