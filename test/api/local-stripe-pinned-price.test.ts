import { totalCentsWithVat } from '@redigo/shared/money';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { checkoutUrlOf, payThroughStandIn, standInSession } from '../support/payments';
import { editableBody } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const NDA = 'Accordo di riservatezza (NDA)';

describe("the local Stripe stand-in charges the contract's pinned price", () => {
  let stack: TestStack;
  let user: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, admin] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'admin')]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('charges the price a contract pinned after the template changed price, and the app accepts it', async () => {
    // Prepare: a contract completed at the template's price, then the template's price raised
    const templateId = await templateIdByName(stack, user.token, NDA);
    const contract = await createCompletedContract(stack, user.token, templateId);
    const staffView = (await stack.api.get(`/api/template/${templateId}`, { token: admin.token })).body.data;
    const pinnedPrice = staffView.price as number;
    const newPrice = pinnedPrice + 11;
    const changed = await stack.api.put(
      `/api/template/${templateId}`,
      editableBody(staffView, { price: newPrice }),
      { token: admin.token },
    );
    expect(changed.status).toBe(200);

    // Act
    const contractPage = await (await fetch(checkoutUrlOf(staffView.stripe_url, contract.id))).text();
    const linkPage = await (await fetch(staffView.stripe_url)).text();
    const otherReference = await (
      await fetch(checkoutUrlOf(staffView.stripe_url, 'nessun-contratto'))
    ).text();
    const paid = await payThroughStandIn(stack, user.token, contract.id, { pec: user.pec });
    const session = await standInSession(stack, paid.sessionId ?? '');
    const detail = await stack.api.get(`/api/contract/${contract.id}`, { token: user.token });

    // Assess
    expect(contractPage).toContain(`data-amount-cents="${totalCentsWithVat(pinnedPrice)}"`);
    expect(linkPage).toContain(`data-amount-cents="${totalCentsWithVat(newPrice)}"`);
    expect(otherReference).toContain(`data-amount-cents="${totalCentsWithVat(newPrice)}"`);
    expect(paid.status).toBe(303);
    expect(session.amount_total).toBe(totalCentsWithVat(pinnedPrice));
    expect(detail.body.data.paymentId?.id).toEqual(expect.any(String));
  });
});
