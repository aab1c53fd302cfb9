import { paymentMessages } from '@redigo/shared/messages/payments';
import { totalCentsWithVat } from '@redigo/shared/money';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import {
  documentKeysOf,
  payThroughStandIn,
  paymentItems,
  postPayment,
  postWebhook,
  signedCompletedEvent,
} from '../support/payments';
import { startTestStack, type TestStack } from '../support/test-stack';

const NDA = 'Accordo di riservatezza (NDA)';
const NDA_TOTAL_CENTS = totalCentsWithVat(
  seedTemplates.find((template) => template.name === NDA)?.price ?? 0,
);
const NO_WEBHOOK = { deliver_webhook: 'false' };
const { reasons } = paymentMessages;

describe('payments that are not verified', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let ndaId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await loginAs(stack, 'user');
    other = await registerVerifiedApprovedLawyer(stack);
    ndaId = await templateIdByName(stack, user.token, NDA);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const completed = (holder: SignedIn = user) => createCompletedContract(stack, holder.token, ndaId);

  /** Nothing recorded for the contract: unpaid, no payment item, no document. */
  const expectUnpaid = async (contractId: string) => {
    const detail = await stack.api.get(`/api/contract/${contractId}`, { token: user.token });
    const items = (await paymentItems(stack)).filter((item) => item.contractId === contractId);
    expect(detail.body.data.paymentId).toBeNull();
    expect(items).toEqual([]);
    expect(await documentKeysOf(stack, contractId)).toEqual([]);
  };

  const expectRefused = (response: { status: number; body: unknown }, reason: string) => {
    expect(response.status).toBe(402);
    expect(response.body).toEqual({
      message: paymentMessages.paymentFailed,
      code: 'PAYMENT_REQUIRED',
      errors: [reason],
    });
  };

  it('refuses a forged session id that Stripe does not know', async () => {
    const contract = await completed();

    const response = await postPayment(stack, user.token, contract.id, 'cs_test_forged0123456789abcdef');

    expectRefused(response, reasons.unknownSession);
    await expectUnpaid(contract.id);
  });

  it.each([
    ['an unpaid session', { payment_status: 'unpaid' }, reasons.notPaid],
    ['a session of the wrong amount', { amount_total: '100' }, reasons.wrongAmount],
    ['a session one cent short', { amount_total: String(NDA_TOTAL_CENTS - 1) }, reasons.wrongAmount],
    ['a session in another currency', { currency: 'usd' }, reasons.wrongAmount],
  ])('refuses %s, from the cart and from the webhook', async (_name, params, reason) => {
    const contract = await completed();
    const paid = await payThroughStandIn(stack, user.token, contract.id, { params });

    const response = await postPayment(stack, user.token, contract.id, paid.sessionId ?? '');
    const event = await signedCompletedEvent(stack, paid.sessionId ?? '');
    const webhook = await postWebhook(stack, event.body, event.signature);

    expect(paid.status).toBe(303);
    expectRefused(response, reason);
    expectRefused(webhook, reason);
    await expectUnpaid(contract.id);
  });

  it('refuses a session paid for another contract, even of the same user', async () => {
    const [mine, another] = await Promise.all([completed(), completed()]);
    const paid = await payThroughStandIn(stack, user.token, another.id, { params: NO_WEBHOOK });

    const response = await postPayment(stack, user.token, mine.id, paid.sessionId ?? '');

    expectRefused(response, reasons.otherDocument);
    await expectUnpaid(mine.id);
    await expectUnpaid(another.id);
  });

  it("answers 404 for another user's contract, whoever's session it names, and for a missing contract", async () => {
    const [mine, theirs] = await Promise.all([completed(), completed(other)]);
    const mySession = await payThroughStandIn(stack, user.token, mine.id, { params: NO_WEBHOOK });
    const sessionForTheirs = await payThroughStandIn(stack, other.token, theirs.id, { params: NO_WEBHOOK });

    const stolen = await postPayment(stack, other.token, mine.id, mySession.sessionId ?? '');
    const misused = await postPayment(stack, user.token, theirs.id, sessionForTheirs.sessionId ?? '');
    const missing = await postPayment(stack, user.token, 'no-such-contract', mySession.sessionId ?? '');

    for (const response of [stolen, misused, missing]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Documento non trovato.', code: 'NOT_FOUND' });
    }
    await expectUnpaid(mine.id);
  });

  it.each(['pi_123/../x', 'qualsiasi', 'cs_test_../../v1/charges', 'cs_test_%00'])(
    'refuses %s, not a session Stripe verifies, with 402',
    async (transactionId) => {
      const contract = await completed();

      const response = await postPayment(stack, user.token, contract.id, transactionId);

      expectRefused(response, reasons.unknownSession);
      await expectUnpaid(contract.id);
    },
  );

  it('keeps a paid contract as it is (409) and refuses a second session for it', async () => {
    const contract = await completed();
    const first = await payThroughStandIn(stack, user.token, contract.id, { params: NO_WEBHOOK });
    const recorded = await postPayment(stack, user.token, contract.id, first.sessionId ?? '');
    const second = await payThroughStandIn(stack, user.token, contract.id, { params: NO_WEBHOOK });

    const change = await stack.api.put(
      `/api/contract/${contract.id}`,
      { name: 'Cambiato', type: ndaId, status: 'TO_COMPLETE', answers: {} },
      { token: user.token },
    );
    const again = await postPayment(stack, user.token, contract.id, second.sessionId ?? '');
    const payments = (await paymentItems(stack)).filter(
      (item) => item.contractId === contract.id && !String(item.id).includes('#'),
    );

    expect(recorded.status).toBe(201);
    expect(change.status).toBe(409);
    expectRefused(again, reasons.paidElsewhere);
    expect(payments.map((payment) => payment.id)).toEqual([recorded.body.data.id]);
    expect(await documentKeysOf(stack, contract.id)).toHaveLength(1);
  });

  it('refuses a paid session for a contract that is not completed (409)', async () => {
    const draft = await stack.api.put('/api/contract', { type: ndaId, answers: {} }, { token: user.token });
    const paid = await payThroughStandIn(stack, user.token, draft.body.data.id, { params: NO_WEBHOOK });

    const response = await postPayment(stack, user.token, draft.body.data.id, paid.sessionId ?? '');

    expect(response.status).toBe(409);
    await expectUnpaid(draft.body.data.id);
  });

  it('checks the body (400), the caller (401) and the role (403) before asking Stripe', async () => {
    const contract = await completed();
    const [admin, editor] = await Promise.all([loginAs(stack, 'admin'), loginAs(stack, 'editor')]);
    const session = 'cs_test_0123456789';

    const [empty, missing, anonymous, byAdmin, byEditor] = await Promise.all([
      postPayment(stack, user.token, contract.id, '   '),
      stack.api.post('/api/payment', { price: 35.38 }, { token: user.token }),
      stack.api.post('/api/payment', { transactionId: session, contractId: contract.id }),
      postPayment(stack, admin.token, contract.id, session),
      postPayment(stack, editor.token, contract.id, session),
    ]);

    expect([empty.status, missing.status]).toEqual([400, 400]);
    expect(empty.body.message).toBe('Campo obbligatorio.');
    expect(missing.body.errors).toHaveLength(2);
    expect([anonymous.status, byAdmin.status, byEditor.status]).toEqual([401, 403, 403]);
  });
});
