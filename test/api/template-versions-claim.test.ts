import { registerVerifiedApprovedLawyer, loginAs, type SignedIn } from '../support/accounts';
import { docxParagraphs, markPaidInStore } from '../support/contracts';
import { freshPaymentLink, paymentItems, payThroughStandIn, postPayment } from '../support/payments';
import { editableBody } from '../support/templates';
import {
  BETTER_NOTES,
  LAW_NOTES,
  saveWithNewQuestion,
  staffTemplate,
  versionedTemplate,
} from '../support/template-versions';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(240_000);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const DAY_MS = 24 * 60 * 60 * 1000;
const ANSWERS = { uso: 'Abitativo', canone: '750' };
const NOT_FOUND = { message: 'Documento non trovato.', code: 'NOT_FOUND' };

/** docs/api.md, "Template versions and updates": POST /contract/{id}/update and POST /contract/{id}/claim-update. */
describe('updating a contract to the published version, and claiming a free update', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let editor: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor, admin] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'editor'),
      loginAs(stack, 'admin'),
    ]);
    other = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const save = async (templateId: string, status = 'COMPLETED', answers: Json = ANSWERS) => {
    const response = await stack.api.put(
      '/api/contract',
      { type: templateId, status, answers, name: 'Locazione Rossi' },
      { token: user.token },
    );
    expect(response.status).toBe(200);
    return response.body.data.id as string;
  };
  const paid = async (templateId: string, paidAt?: string) => {
    const id = await save(templateId);
    await markPaidInStore(stack, id, Buffer.from('PK'), paidAt);
    return id;
  };
  const detail = async (id: string) =>
    (await stack.api.get(`/api/contract/${id}`, { token: user.token })).body.data;
  const update = (id: string, token = user.token) =>
    stack.api.post(`/api/contract/${id}/update`, undefined, { token });
  const claim = (id: string, token = user.token) =>
    stack.api.post(`/api/contract/${id}/claim-update`, undefined, { token });
  const complete = async (id: string, answers: Json) => {
    const response = await stack.api.put(
      `/api/contract/${id}`,
      { type: (await detail(id)).type, status: 'COMPLETED', answers },
      { token: user.token },
    );
    expect(response.status).toBe(200);
  };
  /** A paid contract on version 1 and a template at version 2, published for a change of law. */
  const lawChanged = async () => {
    const template = await versionedTemplate(stack, editor.token);
    const originalId = await paid(template.id);
    expect((await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES)).status).toBe(
      200,
    );
    return { template, originalId };
  };
  /** An update of a free one, COMPLETED with the new question answered. */
  const completedFreeUpdate = async () => {
    const { template, originalId } = await lawChanged();
    const made = await update(originalId);
    expect(made.body.data.free).toBe(true);
    await complete(made.body.data.id, { ...ANSWERS, deposito: 'Tre mensilità' });
    return { template, originalId, id: made.body.data.id as string };
  };

  it('makes a new draft on the published version with the answers carried, naming the original, which stays as it was', async () => {
    const { template, originalId } = await lawChanged();
    const before = await detail(originalId);

    const made = await update(originalId);

    expect(made.status).toBe(201);
    expect(made.body.data).toEqual({
      id: expect.any(String),
      kept: ['uso', 'canone'],
      dropped: [],
      reasons: [],
      free: true,
    });
    const draft = await detail(made.body.data.id);
    expect(draft).toMatchObject({
      status: 'TO_COMPLETE',
      type: template.id,
      name: before.name,
      answers: ANSWERS,
      paymentId: null,
      template_version: 2,
      updates: { id: originalId, name: before.name, template_version: 1 },
    });
    expect(draft).not.toHaveProperty('update');
    expect(await detail(originalId)).toEqual(before);
    // The questionnaire asks only what is new.
    const next = await stack.api.post(`/api/contract/questions?type=${template.id}`, draft.answers, {
      token: user.token,
    });
    expect(next.body.data).toMatchObject({ variable: 'deposito' });
    // The draft stays an update through its saves; the original may be updated again: each call a new draft.
    await complete(made.body.data.id, { ...ANSWERS, deposito: 'Tre mensilità' });
    expect((await detail(made.body.data.id)).updates).toEqual(draft.updates);
    const again = await update(originalId);
    expect(again.status).toBe(201);
    expect(again.body.data.id).not.toBe(made.body.data.id);
    const listed = await stack.api.get('/api/contract?limit=1000', { token: user.token });
    expect(listed.body.data.results.find((each: Json) => each.id === again.body.data.id).updates).toEqual(
      draft.updates,
    );
  });

  it('says free: false for an unpaid original, or one whose versions since only improve the wording', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const unpaid = await save(template.id);
    const bought = await paid(template.id);
    await saveWithNewQuestion(stack, editor.token, template.id, 'spese', BETTER_NOTES);
    for (const id of [unpaid, bought]) {
      const made = await update(id);
      expect(made.status).toBe(201);
      expect(made.body.data.free).toBe(false);
    }
    const draft = await save(template.id, 'TO_COMPLETE', { uso: 'Abitativo' });
    expect((await update(draft)).status).toBe(409);
  });

  it('answers 409 when the template has no newer version, is suspended or deleted, and 404 to anyone but the owner', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const current = await paid(template.id);
    const none = await update(current);
    expect(none.status).toBe(409);
    expect(none.body.code).toBe('CONFLICT');
    expect(none.body.message).toMatch(/versione più recente/);

    await saveWithNewQuestion(stack, editor.token, template.id, 'spese', LAW_NOTES);
    for (const caller of [other, editor, admin])
      expect((await update(current, caller.token)).body).toEqual(NOT_FOUND);
    expect((await update('nessuno')).body).toEqual(NOT_FOUND);
    expect((await stack.api.post(`/api/contract/${current}/update`)).status).toBe(401);

    await stack.api.put(
      `/api/template/${template.id}/status`,
      { status: 'SUSPENDED' },
      { token: editor.token },
    );
    expect((await update(current)).status).toBe(409);
    await stack.api.put(
      `/api/template/${template.id}/status`,
      { status: 'PUBLISHED' },
      { token: editor.token },
    );
    expect((await update(current)).status).toBe(201);
    await stack.api.delete(`/api/template/${template.id}`, { token: editor.token });
    expect((await update(current)).status).toBe(409);
  });

  it('pays a free update at 0 €: no Stripe, no invoice, the document rendered and stored, the original untouched', async () => {
    const { originalId, id } = await completedFreeUpdate();
    const original = await detail(originalId);

    const claimed = await claim(id);

    expect(claimed.status).toBe(201);
    expect(claimed.body.data).toEqual({ paymentId: expect.any(String) });
    const contract = await detail(id);
    expect(contract.paymentId).toEqual({ id: claimed.body.data.paymentId, updatedAt: expect.any(String) });
    const payment = await stack.api.get(`/api/payment/${claimed.body.data.paymentId}`, { token: user.token });
    expect(payment.body.data).toMatchObject({
      price: 0,
      kind: 'aggiornamento',
      contractId: id,
      invoice: null,
    });
    const invoices = await stack.api.get('/api/invoice?limit=1000', { token: admin.token });
    expect(
      invoices.body.data.results.filter((invoice: Json) => invoice.id === claimed.body.data.paymentId),
    ).toEqual([]);
    const download = await stack.api.get(`/api/contract/download/${id}`, { token: user.token });
    expect(download.status).toBe(200);
    expect(docxParagraphs(download.raw).join(' ')).toContain('Uso Abitativo, canone 750,00 euro.');
    expect(await detail(originalId)).toEqual(original);
    expect((await claim(id)).status).toBe(409);
    // The original keeps its own version, and its update.
    expect((await detail(originalId)).update).toMatchObject({ version: 2, free: true });
  });

  it('records exactly one payment when the claim is raced ten times', async () => {
    const { id } = await completedFreeUpdate();

    const answers = await Promise.all(Array.from({ length: 10 }, () => claim(id)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    const payments = (await paymentItems(stack)).filter(
      (item) => item.contractId === id && typeof item.transactionId === 'string',
    );
    expect(payments).toHaveLength(1);
    expect((await detail(id)).paymentId.id).toBe(payments[0]?.id);
  });

  it('gives one free update per original and version: a second draft by update, or one raced, is bought in the cart', async () => {
    const { id, originalId } = await completedFreeUpdate();
    const again = await update(originalId);
    expect(again.body.data.free).toBe(true);
    await complete(again.body.data.id, { ...ANSWERS, deposito: 'Una mensilità' });

    expect((await claim(id)).status).toBe(201);
    const refused = await claim(again.body.data.id);
    expect(refused.status).toBe(402);
    expect(refused.body).toMatchObject({
      code: 'UPDATE_NOT_FREE',
      message: expect.stringMatching(/già stato ottenuto/),
    });
    expect((await detail(again.body.data.id)).paymentId).toBeFalsy();

    const raced = await lawChanged();
    const drafts = await Promise.all([update(raced.originalId), update(raced.originalId)]);
    for (const draft of drafts) await complete(draft.body.data.id, { ...ANSWERS, deposito: 'Tre mensilità' });
    const claims = await Promise.all(drafts.map((draft) => claim(draft.body.data.id)));
    expect(claims.map((answer) => answer.status).sort()).toEqual([201, 402]);
    const payments = (await paymentItems(stack)).filter(
      (item) =>
        drafts.some((draft) => item.contractId === draft.body.data.id) &&
        typeof item.transactionId === 'string',
    );
    expect(payments).toHaveLength(1);
  });

  it('refuses a claim: 402 when the update is not free, 409 when not an update or paid, 418 when not completed, 404 for others', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const unpaid = await save(template.id);
    const late = await paid(template.id, new Date(Date.now() - 400 * DAY_MS).toISOString());
    await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES);
    for (const original of [unpaid, late]) {
      const made = await update(original);
      await complete(made.body.data.id, { ...ANSWERS, deposito: 'Tre mensilità' });
      const refused = await claim(made.body.data.id);
      expect(refused.status).toBe(402);
      expect(refused.body.code).toBe('UPDATE_NOT_FREE');
      expect(refused.body.message).toMatch(/non è gratuito/);
    }
    const plain = await save(template.id, 'COMPLETED', { ...ANSWERS, deposito: 'Due mensilità' });
    expect((await claim(plain)).status).toBe(409);

    const { id, originalId } = await completedFreeUpdate();
    for (const caller of [other, editor, admin])
      expect((await claim(id, caller.token)).body).toEqual(NOT_FOUND);
    expect((await claim('nessuno')).body).toEqual(NOT_FOUND);
    expect((await stack.api.post(`/api/contract/${id}/claim-update`)).status).toBe(401);
    const draft = await update(originalId);
    const notCompleted = await claim(draft.body.data.id);
    expect(notCompleted.status).toBe(418);
    expect(notCompleted.body.message).toMatch(/completa/);
    expect((await claim(originalId)).status).toBe(409);
  });

  it('buys an update that is not free in the cart as any contract, with its invoice', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const link = freshPaymentLink(stack);
    const relinked = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(await staffTemplate(stack, editor.token, template.id), { stripe_url: link }),
      { token: editor.token },
    );
    expect(relinked.status).toBe(200);
    const original = await paid(template.id);
    await saveWithNewQuestion(stack, editor.token, template.id, 'spese', BETTER_NOTES);
    const made = await update(original);
    expect(made.body.data.free).toBe(false);
    await complete(made.body.data.id, { ...ANSWERS, spese: 'A carico del conduttore' });
    expect((await claim(made.body.data.id)).status).toBe(402);

    const payment = await payThroughStandIn(stack, user.token, made.body.data.id);
    expect(payment.sessionId).toEqual(expect.any(String));
    const recorded = await postPayment(stack, user.token, made.body.data.id, payment.sessionId ?? '');
    expect(recorded.status).toBe(201);
    const read = await stack.api.get(`/api/payment/${recorded.body.data.id}`, { token: user.token });
    expect(read.body.data.price).toBeGreaterThan(0);
    expect(read.body.data).not.toHaveProperty('kind');
    expect(read.body.data.invoice).not.toBeNull();
  });
});
