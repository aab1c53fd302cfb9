import { readCheckoutParams } from './checkout-params';

describe('readCheckoutParams', () => {
  it("reads the Payment Link's query, the form's e-mail over the prefilled one, and delivers the webhook", () => {
    const query = new URLSearchParams({ client_reference_id: 'c-1', prefilled_email: 'a@pec.it' });

    const params = readCheckoutParams(
      query,
      Buffer.from('email=b%40pec.it'),
      'application/x-www-form-urlencoded',
    );

    expect(params).toEqual({ clientReferenceId: 'c-1', email: 'b@pec.it', deliverWebhook: true });
  });

  it('takes the test-only parameters from the query or a JSON body', () => {
    const query = new URLSearchParams({ amount_total: '100', deliver_webhook: 'false' });
    const body = Buffer.from(JSON.stringify({ currency: 'USD', payment_status: 'unpaid', nested: { x: 1 } }));

    const params = readCheckoutParams(query, body, 'application/json');

    expect(params).toEqual({
      clientReferenceId: null,
      email: null,
      amountCents: 100,
      currency: 'usd',
      paymentStatus: 'unpaid',
      deliverWebhook: false,
    });
  });

  it('lists each malformed test-only parameter', () => {
    const query = new URLSearchParams({ amount_total: '-1', currency: 'euro', payment_status: 'rubato' });

    const params = readCheckoutParams(query, Buffer.alloc(0), undefined);

    expect(params).toHaveLength(3);
  });
});
