import { randomUUID } from 'node:crypto';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { settleInvoiceOfPayment, waitingInvoice, type InvoiceDeps } from '@redigo/functions/areas/invoices';
import { createInvoiceDeps } from '@redigo/functions/composition/invoices';
import { newInvoiceItem } from '@redigo/functions/infrastructure/dynamodb/invoices/invoice-items';
import { localSdiDirectory } from '@redigo/functions/infrastructure/sdi/local-sdi-directory';
import { readSdiOutbox } from '@redigo/functions/infrastructure/sdi/local-sdi-outbox';
import { professionistaBilling, schemaErrorsOf } from '../support/invoices';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

describe('invoice numbers: per calendar year in Italy, from 1, no gap, no duplicate', () => {
  let stack: TestStack;
  let deps: InvoiceDeps;
  const buyerId = `buyer-${randomUUID()}`;

  beforeAll(async () => {
    stack = await startTestStack();
    deps = createInvoiceDeps(stack.infrastructure);
    await deps.billing.save(
      buyerId,
      professionistaBilling({ pec_destinatario: 'maria.rossi@pec.it' }) as never,
      new Date().toISOString(),
    );
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A payment's waiting invoice, written as the payment's transaction writes it. */
  const paidAt = async (instant: string): Promise<string> => {
    const id = randomUUID();
    const invoice = waitingInvoice({
      id,
      userId: buyerId,
      contractId: `c-${id}`,
      title: 'Contratto di locazione – «4+4»',
      priceCents: 3900,
      totalCents: 4758,
      paidAt: instant,
    });
    await stack.infrastructure.dynamo.send(
      new TransactWriteCommand({
        TransactItems: [newInvoiceItem(stack.config.tables.invoices, invoice)],
      }),
    );
    return id;
  };

  it('gives 20 concurrent purchases the numbers 1 to 20 of their year, each XML valid', async () => {
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) => paidAt(`2030-06-01T10:00:${String(i).padStart(2, '0')}.000Z`)),
    );

    await Promise.all(ids.map((id) => settleInvoiceOfPayment(deps, id)));
    const invoices = await Promise.all(ids.map((id) => deps.invoices.findById(id)));

    expect(invoices.map((invoice) => invoice?.number).sort((a = 0, b = 0) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(invoices.every((invoice) => invoice?.status === 'CONSEGNATA' && invoice.year === 2030)).toBe(true);
    expect(await deps.invoices.lastNumber(2030)).toBe(20);
    for (const invoice of invoices) expect(schemaErrorsOf(invoice?.xml ?? '')).toBe('');
    expect(invoices[0]?.xml).toContain('<PECDestinatario>maria.rossi@pec.it</PECDestinatario>');
    expect(invoices[0]?.xml).toContain('<Descrizione>Contratto di locazione - «4+4»</Descrizione>');
  });

  it('starts again from 1 at midnight in Rome, not at midnight UTC', async () => {
    const lastOf2031 = await paidAt('2031-12-31T22:59:59.000Z');
    const firstOf2032 = await paidAt('2031-12-31T23:00:00.000Z');

    await settleInvoiceOfPayment(deps, lastOf2031);
    await settleInvoiceOfPayment(deps, firstOf2032);
    const [before, after] = await Promise.all([
      deps.invoices.findById(lastOf2031),
      deps.invoices.findById(firstOf2032),
    ]);

    expect(before).toMatchObject({ number: 1, year: 2031, date: '2031-12-31' });
    expect(after).toMatchObject({ number: 1, year: 2032, date: '2032-01-01' });
    expect(after?.xml).toContain('<Numero>1/2032</Numero>');
    expect(after?.xml).toContain('<Data>2032-01-01</Data>');
  });

  it('issues an invoice once, whatever the number of calls settling it at the same time', async () => {
    const id = await paidAt('2033-03-03T10:00:00.000Z');

    await Promise.all(Array.from({ length: 6 }, () => settleInvoiceOfPayment(deps, id)));
    const sent = await readSdiOutbox(localSdiDirectory(stack.dataDir));

    expect(await deps.invoices.findById(id)).toMatchObject({ number: 1, year: 2033 });
    expect(await deps.invoices.lastNumber(2033)).toBe(1);
    expect(sent.filter((entry) => entry.invoiceId === id)).toHaveLength(1);
  });
});

describe('an invoice the SdI channel could not take', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('stays issued and unsent, and is delivered by a later call once the channel answers', async () => {
    const base = createInvoiceDeps(stack.infrastructure);
    const userId = `buyer-${randomUUID()}`;
    const billing = professionistaBilling({ pec_destinatario: 'maria.rossi@pec.it' });
    await base.billing.save(userId, billing as never, new Date().toISOString());
    const down: InvoiceDeps = {
      ...base,
      sdi: {
        send: async () => {
          throw new Error('PEC server unreachable');
        },
      },
    };
    const later: InvoiceDeps = { ...base, clock: { now: () => new Date(Date.now() + 5 * 60_000) } };
    const id = randomUUID();
    const invoice = waitingInvoice({
      id,
      userId,
      contractId: `c-${id}`,
      title: 'Patto di riservatezza',
      priceCents: 1000,
      totalCents: 1220,
      paidAt: '2034-02-02T10:00:00.000Z',
    });
    await stack.infrastructure.dynamo.send(
      new TransactWriteCommand({
        TransactItems: [newInvoiceItem(stack.config.tables.invoices, invoice)],
      }),
    );

    await settleInvoiceOfPayment(down, id);
    const unsent = await base.invoices.findById(id);
    await settleInvoiceOfPayment(later, 'another-payment');
    const delivered = await base.invoices.findById(id);
    const sent = await readSdiOutbox(localSdiDirectory(stack.dataDir));

    expect(unsent).toMatchObject({ status: 'EMESSA', number: 1, unsentKey: 'unsent' });
    expect(delivered).toMatchObject({ status: 'CONSEGNATA', number: 1 });
    expect((delivered as Record<string, unknown> | undefined)?.unsentKey).toBeUndefined();
    expect(sent.filter((entry) => entry.invoiceId === id)).toHaveLength(1);
  });
});
