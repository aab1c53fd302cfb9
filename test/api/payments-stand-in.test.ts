import { totalCentsWithVat } from '@redigo/shared/money';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { payThroughStandIn, postPayment, standInSession } from '../support/payments';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const NDA = 'Accordo di riservatezza (NDA)';

describe('the local Stripe stand-in', () => {
  let stack: TestStack;
  let user: SignedIn;
  let ndaId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await loginAs(stack, 'user');
    ndaId = await templateIdByName(stack, user.token, NDA);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const stripeApi = async (path: string, key?: string) => {
    const response = await fetch(`${stack.url}${path}`, {
      headers: key ? { authorization: `Bearer ${key}` } : {},
    });
    return { status: response.status, body: await response.json() };
  };

  it('answers the session the official client asks for, as Stripe shapes it', async () => {
    const contract = await createCompletedContract(stack, user.token, ndaId);
    const paid = await payThroughStandIn(stack, user.token, contract.id, {
      pec: user.pec,
      params: { deliver_webhook: 'false' },
    });

    const session = await standInSession(stack, paid.sessionId ?? '');

    expect(session).toMatchObject({
      id: paid.sessionId,
      object: 'checkout.session',
      client_reference_id: contract.id,
      currency: 'eur',
      amount_total: totalCentsWithVat(29),
      payment_status: 'paid',
      status: 'complete',
      mode: 'payment',
      payment_link: 'plink_accordo-riservatezza-nda',
      customer_details: { email: user.pec },
      success_url: `${stack.url}/user/nuovo-contratto/carrello?session_id={CHECKOUT_SESSION_ID}`,
    });
  });

  it("checks the secret key and answers unknown sessions and addresses with Stripe's errors", async () => {
    const { stripeSecretKey } = await stack.infrastructure.secrets.get();

    const [noKey, wrongKey, unknown, otherPath] = await Promise.all([
      stripeApi('/v1/checkout/sessions/cs_test_abc'),
      stripeApi('/v1/checkout/sessions/cs_test_abc', 'sk_test_wrong_key_000'),
      stripeApi('/v1/checkout/sessions/cs_test_abc', stripeSecretKey),
      stripeApi('/v1/charges', stripeSecretKey),
    ]);

    expect([noKey.status, wrongKey.status]).toEqual([401, 401]);
    expect(noKey.body.error).toMatchObject({ type: 'invalid_request_error' });
    expect(wrongKey.body.error.message).toContain('Invalid API Key provided: sk_test_');
    expect(wrongKey.body.error.message).not.toContain('sk_test_wrong_key_000');
    expect(unknown).toEqual({
      status: 404,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          doc_url: 'https://stripe.com/docs/error-codes/resource-missing',
          message: "No such checkout.session: 'cs_test_abc'",
          param: 'session',
        },
      },
    });
    expect(otherPath.status).toBe(404);
  });

  it('answers 404 for a link no template uses, and 400 for a malformed test parameter', async () => {
    const contract = await createCompletedContract(stack, user.token, ndaId);

    const unknownLink = await fetch(`${stack.url}/_local/stripe/pay/plink_nessuno`, { method: 'POST' });
    const badParameter = await payThroughStandIn(stack, user.token, contract.id, {
      params: { payment_status: 'rubato' },
    });

    expect(unknownLink.status).toBe(404);
    expect(await unknownLink.text()).toContain('Link di pagamento non trovato');
    expect(badParameter.status).toBe(400);
  });

  it('keeps its sessions across a restart on the same data', async () => {
    const contract = await createCompletedContract(stack, user.token, ndaId);
    const paid = await payThroughStandIn(stack, user.token, contract.id, {
      params: { deliver_webhook: 'false' },
    });
    const before = await standInSession(stack, paid.sessionId ?? '');

    await stack.stop();
    stack = await startTestStack({ dataDir: stack.dataDir, tablePrefix: stack.tablePrefix });
    user = await loginAs(stack, 'user');
    const after = await standInSession(stack, paid.sessionId ?? '');
    const recorded = await postPayment(stack, user.token, contract.id, paid.sessionId ?? '');

    expect(after).toEqual(before);
    expect(recorded.status).toBe(201);
  });
});
