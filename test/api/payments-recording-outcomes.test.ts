import { randomUUID } from 'node:crypto';
import { toCents } from '@redigo/shared/money';
import { paidContract, type ContractRecord } from '@redigo/functions/areas/contracts';
import { waitingInvoice } from '@redigo/functions/areas/invoices';
import type { PaymentRecording, PaymentRepository } from '@redigo/functions/areas/payments';
import { createInvoiceDeps } from '@redigo/functions/composition/invoices';
import { createContractReader } from '@redigo/functions/infrastructure/dynamodb/contracts/contract-table';
import { createDynamoPaymentRepository } from '@redigo/functions/infrastructure/dynamodb/payments/payment-table';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';

/**
 * The payments table's adapter against DynamoDB Local: one transaction records the payment, its markers, the
 * contract paid and the waiting invoice, or says why it wrote nothing, the session's marker read from the refusal
 * itself (ReturnValuesOnConditionCheckFailure), never read again.
 */
describe('recording a payment: one transaction, and why it was refused', () => {
  let stack: TestStack;
  let user: SignedIn;
  let templateId: string;
  let payments: PaymentRepository;
  let readContract: (id: string) => Promise<ContractRecord | undefined>;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await loginAs(stack, 'user');
    templateId = await templateIdByName(stack, user.token, LOCAZIONE);
    const { dynamo, config } = stack.infrastructure;
    payments = createDynamoPaymentRepository(dynamo, config.tables);
    readContract = createContractReader(dynamo, config.tables);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const completedContract = async (): Promise<ContractRecord> => {
    const { id } = await createCompletedContract(stack, user.token, templateId);
    const contract = await readContract(id);
    if (!contract?.pinned) throw new Error(`No pinned contract ${id}`);
    return contract;
  };

  /** The recording of `sessionId` paying `contract` as read, with its waiting invoice. */
  const recording = (contract: ContractRecord, sessionId: string): PaymentRecording => {
    const now = new Date().toISOString();
    const payment = {
      id: randomUUID(),
      transactionId: sessionId,
      price: 47.58,
      contractId: contract.id,
      userId: user.user.id,
      currency: 'eur',
      amountCents: 4758,
      createdAt: now,
      updatedAt: now,
    };
    const paid = paidContract(
      contract,
      { id: payment.id, updatedAt: now },
      `documents/${contract.id}/x.docx`,
    );
    const invoice = waitingInvoice({
      id: payment.id,
      userId: payment.userId,
      contractId: contract.id,
      title: contract.pinned?.name ?? '',
      priceCents: toCents(contract.pinned?.price ?? 0),
      totalCents: payment.amountCents,
      paidAt: now,
    });
    return { payment, contract: { read: contract, paid }, invoice };
  };

  it('writes the payment, the contract paid and the waiting invoice together', async () => {
    const contract = await completedContract();
    const first = recording(contract, `cs_test_${randomUUID()}`);

    expect(await payments.record(first)).toEqual({ kind: 'recorded' });
    expect(await payments.findById(first.payment.id)).toMatchObject({ contractId: contract.id });
    expect((await readContract(contract.id))?.paymentId).toMatchObject({ id: first.payment.id });
    expect(await createInvoiceDeps(stack.infrastructure).invoices.findById(first.payment.id)).toMatchObject({
      status: 'IN_ATTESA_DATI',
      contractId: contract.id,
    });
  });

  it('answers the payment a session recorded before, from the refusal, whatever contract the repeat names', async () => {
    const contract = await completedContract();
    const other = await completedContract();
    const sessionId = `cs_test_${randomUUID()}`;
    const first = recording(contract, sessionId);
    await payments.record(first);

    const again = await payments.record(recording(contract, sessionId));
    const forOther = await payments.record(recording(other, sessionId));

    const before = { kind: 'recordedBefore', paymentId: first.payment.id, contractId: contract.id };
    expect([again, forOther]).toEqual([before, before]);
    expect((await readContract(other.id))?.paymentId).toBeUndefined();
  });

  it('answers contractChanged for a contract bought through another session, or changed since it was read', async () => {
    const bought = await completedContract();
    await payments.record(recording(bought, `cs_test_${randomUUID()}`));
    const changed = await completedContract();
    const readBefore = { ...changed, version: changed.version - 1 };

    const outcomes = [
      await payments.record(recording(bought, `cs_test_${randomUUID()}`)),
      await payments.record(recording(readBefore, `cs_test_${randomUUID()}`)),
    ];

    expect(outcomes).toEqual([{ kind: 'contractChanged' }, { kind: 'contractChanged' }]);
    expect((await readContract(changed.id))?.paymentId).toBeUndefined();
  });
});
