import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { clientEmail, createDraft, createLink, createLinkTemplate, PERSON } from '../support/client-links';
import { createdContact, personaFisica } from '../support/contacts';
import { createCompletedContract, preferring, templateIdByName } from '../support/contracts';
import { payThroughStandIn, postPayment } from '../support/payments';
import { joinStudio, newStudio, studioWithMembers } from '../support/studios';
import { startTestStack, type TestStack } from '../support/test-stack';

/**
 * Who gets what on a studio's resources (docs/api.md, "The studio"): one row per route that reads or changes a
 * contract, a contact, an invoice, a payment, a PDF, a redline or a client link, one column per caller. `allowed`
 * is any answer but 401, 403, 404 and a 5xx other than 503 (the route's own outcome past the access checks: a PDF
 * being made, or PDFs off). The next
 * feature adds its rows here.
 */
const CALLERS = [
  'owner',
  'avvocato',
  'titolare',
  'collaboratore',
  'former',
  'otherStudio',
  'noStudio',
  'admin',
  'editor',
  'anonymous',
] as const;
type Caller = (typeof CALLERS)[number];
type Expected = number | 'allowed';

interface Row {
  route: string;
  /**
   * For a row whose success changes the resource (a delete, a revocation): a resource made anew before each
   * caller's request, handed to `request`, so that every caller meets it as the first did.
   */
  fresh?: (made: Makers) => Promise<string>;
  request: (
    resources: Resources,
    fresh: string,
  ) => { method: 'GET' | 'PUT' | 'POST' | 'DELETE'; path: string; body?: unknown };
  expected: Record<Caller, Expected>;
}

interface Resources {
  paid: string;
  completed: string;
  /** A draft of the owner's with a client link. */
  draft: { id: string; templateId: string };
  /** The owner's completed contract marked riservato. */
  reserved: { id: string; templateId: string };
  /** The studio's contact, and one of the owner's own book. */
  contact: string;
  ownContact: string;
  invoice: string;
  payment: string;
  /** The month of the studio's invoice. */
  year: number;
  month: number;
}

/** What a `fresh` row makes, as the owner: a studio draft, one with a client link, a studio contact. */
interface Makers {
  draft: () => Promise<string>;
  linked: () => Promise<string>;
  contact: () => Promise<string>;
}

const row = (route: string, request: Row['request'], codes: Expected[], fresh?: Row['fresh']): Row => ({
  route,
  request,
  fresh,
  expected: Object.fromEntries(
    CALLERS.map((caller, index) => [caller, codes[index] ?? 0]),
  ) as Row['expected'],
});

const A = 'allowed';
//                                          owner avv tit coll former other none admin editor anon
const ROWS: Row[] = [
  row(
    'GET /contract?scope=studio',
    () => ({ method: 'GET', path: '/api/contract?scope=studio' }),
    [200, 200, 200, 200, 200, 200, 200, 200, 403, 401],
  ),
  row(
    'GET /contract/{id}',
    (r) => ({ method: 'GET', path: `/api/contract/${r.paid}` }),
    [200, 200, 200, 200, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'GET /contract/{id} (riservato)',
    (r) => ({ method: 'GET', path: `/api/contract/${r.reserved.id}` }),
    [200, 404, 404, 404, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'GET /contract/preview/{id}',
    (r) => ({ method: 'GET', path: `/api/contract/preview/${r.completed}` }),
    [200, 200, 200, 200, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'PUT /contract/{id} (a draft answered)',
    (r) => ({
      method: 'PUT',
      path: `/api/contract/${r.draft.id}`,
      body: { type: r.draft.templateId, status: 'TO_COMPLETE', answers: { uso: 'Abitativo' } },
    }),
    [200, 200, 200, 200, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'PUT /contract/{id} (riservato)',
    (r) => ({
      method: 'PUT',
      path: `/api/contract/${r.reserved.id}`,
      body: { type: r.reserved.templateId, status: 'TO_COMPLETE', answers: {} },
    }),
    [200, 404, 404, 404, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'PUT /contract/{id}/name',
    (r) => ({
      method: 'PUT',
      path: `/api/contract/${r.draft.id}/name`,
      body: { name: 'Bozza dello studio' },
    }),
    [200, 200, 200, 200, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'DELETE /contract/{id}',
    (_r, id) => ({ method: 'DELETE', path: `/api/contract/${id}` }),
    [204, 403, 403, 403, 404, 404, 404, 403, 403, 401],
    (made) => made.draft(),
  ),
  row(
    'POST /contract/{id}/copy',
    (r) => ({ method: 'POST', path: `/api/contract/${r.completed}/copy` }),
    [201, 201, 201, 201, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'POST /contract/{id}/update (no newer version)',
    (r) => ({ method: 'POST', path: `/api/contract/${r.paid}/update` }),
    [409, 409, 409, 409, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'POST /contract/{id}/claim-update (not an update)',
    (r) => ({ method: 'POST', path: `/api/contract/${r.completed}/claim-update` }),
    [409, 409, 409, 403, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'GET /contract/download/{id}',
    (r) => ({ method: 'GET', path: `/api/contract/download/${r.paid}` }),
    [200, 200, 200, 403, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'GET /contract/download/{id}?format=pdf',
    (r) => ({ method: 'GET', path: `/api/contract/download/${r.paid}?format=pdf` }),
    [A, A, A, 403, 404, 404, 404, A, 403, 401],
  ),
  row('GET /contract/{id}/redline', (r) => ({ method: 'GET', path: `/api/contract/${r.paid}/redline` }), [
    A,
    A,
    A,
    403,
    404,
    404,
    404,
    A,
    403,
    401,
  ]),
  row(
    'POST /payment (a session not paid)',
    (r) => ({
      method: 'POST',
      path: '/api/payment',
      body: { transactionId: 'cs_test_nonpagata', contractId: r.completed, price: 1 },
    }),
    [402, 402, 402, 403, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'POST /payment (riservato)',
    (r) => ({
      method: 'POST',
      path: '/api/payment',
      body: { transactionId: 'cs_test_nonpagata', contractId: r.reserved.id, price: 1 },
    }),
    [A, 404, 404, 404, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'GET /payment/{id}',
    (r) => ({ method: 'GET', path: `/api/payment/${r.payment}` }),
    [200, 404, 404, 404, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'POST /contract/{id}/client-link',
    (r) => ({
      method: 'POST',
      path: `/api/contract/${r.draft.id}/client-link`,
      body: { email: clientEmail(), name: 'Mario Rossi', questions: ['locatori'] },
    }),
    [A, A, A, 403, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'GET /contract/{id}/client-link',
    (r) => ({ method: 'GET', path: `/api/contract/${r.draft.id}/client-link` }),
    [200, 200, 200, 403, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'GET /contract/{id}/client-link/questions',
    (r) => ({ method: 'GET', path: `/api/contract/${r.draft.id}/client-link/questions` }),
    [200, 200, 200, 403, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'POST /contract/{id}/client-link/review (nothing submitted)',
    (r) => ({
      method: 'POST',
      path: `/api/contract/${r.draft.id}/client-link/review`,
      body: { decisions: [{ variable: 'uso', action: 'reject' }] },
    }),
    [A, A, A, 403, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'DELETE /contract/{id}/client-link',
    (_r, id) => ({ method: 'DELETE', path: `/api/contract/${id}/client-link` }),
    [A, A, A, 403, 404, 404, 404, 403, 403, 401],
    (made) => made.linked(),
  ),
  row(
    'PUT /contract/{id}/visibility',
    (r) => ({ method: 'PUT', path: `/api/contract/${r.paid}/visibility`, body: { visibility: 'studio' } }),
    [200, 403, 403, 403, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'GET /contact',
    () => ({ method: 'GET', path: '/api/contact' }),
    [200, 200, 200, 200, 200, 200, 200, 403, 403, 401],
  ),
  row(
    'POST /contact (shared)',
    () => ({ method: 'POST', path: '/api/contact', body: { ...personaFisica(), shared: true } }),
    [201, 201, 201, 201, 409, 201, 409, 403, 403, 401],
  ),
  row(
    'GET /contact/{id} (the studio\u2019s)',
    (r) => ({ method: 'GET', path: `/api/contact/${r.contact}` }),
    [200, 200, 200, 200, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'PUT /contact/{id} (the studio\u2019s)',
    (r) => ({ method: 'PUT', path: `/api/contact/${r.contact}`, body: personaFisica() }),
    [200, 200, 200, 200, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'DELETE /contact/{id} (the studio\u2019s)',
    (_r, id) => ({ method: 'DELETE', path: `/api/contact/${id}` }),
    [204, 204, 204, 204, 404, 404, 404, 404, 404, 401],
    (made) => made.contact(),
  ),
  row(
    'GET /contact/{id} (the owner\u2019s own)',
    (r) => ({ method: 'GET', path: `/api/contact/${r.ownContact}` }),
    [200, 404, 404, 404, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'PUT /contact/{id} (the owner\u2019s own)',
    (r) => ({ method: 'PUT', path: `/api/contact/${r.ownContact}`, body: personaFisica() }),
    [200, 404, 404, 404, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'GET /invoice/{id}/xml (the studio\u2019s)',
    (r) => ({ method: 'GET', path: `/api/invoice/${r.invoice}/xml` }),
    [200, 404, 200, 404, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'GET /invoice/{id}/pdf (the studio\u2019s)',
    (r) => ({ method: 'GET', path: `/api/invoice/${r.invoice}/pdf` }),
    [200, 404, 200, 404, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'GET /studio/invoices',
    () => ({ method: 'GET', path: '/api/studio/invoices' }),
    [403, 403, 200, 403, 404, 200, 404, 403, 403, 401],
  ),
  row(
    'GET /studio/invoices/zip',
    (r) => ({ method: 'GET', path: `/api/studio/invoices/zip?year=${r.year}&month=${r.month}` }),
    [403, 403, 200, 403, 404, 404, 404, 403, 403, 401],
  ),
];

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';
const CHOICES = { tipologia_immobile: 'un monolocale', classe_energetica: 'D' };

describe('the studio\u2019s authorization matrix (docs/api.md, "The studio")', () => {
  let stack: TestStack;
  let callers: Record<Exclude<Caller, 'anonymous'>, SignedIn>;
  let resources: Resources;
  let makers: Makers;

  beforeAll(async () => {
    stack = await startTestStack();
    const [members, other, noStudio, admin, editor, former] = await Promise.all([
      studioWithMembers(stack),
      newStudio(stack),
      registerVerifiedApprovedLawyer(stack),
      loginAs(stack, 'admin'),
      loginAs(stack, 'editor'),
      registerVerifiedApprovedLawyer(stack),
    ]);
    const owner = await registerVerifiedApprovedLawyer(stack);
    await joinStudio(stack, members.titolare, owner, 'avvocato');
    await joinStudio(stack, members.titolare, former, 'avvocato');
    callers = {
      owner,
      avvocato: members.avvocato,
      titolare: members.titolare,
      collaboratore: members.collaboratore,
      former,
      otherStudio: other.titolare,
      noStudio,
      admin,
      editor,
    };
    const locazione = await templateIdByName(stack, owner.token, LOCAZIONE);
    const [paid, completed, reserved] = await Promise.all([
      createCompletedContract(stack, owner.token, locazione, preferring(CHOICES)),
      createCompletedContract(stack, owner.token, locazione, preferring(CHOICES)),
      createCompletedContract(stack, owner.token, locazione, preferring(CHOICES)),
    ]);
    const hidden = await stack.api.put(
      `/api/contract/${reserved.id}/visibility`,
      { visibility: 'riservato' },
      { token: owner.token },
    );
    if (hidden.status !== 200) throw new Error(`riservato: ${hidden.status} ${JSON.stringify(hidden.body)}`);
    const { sessionId } = await payThroughStandIn(stack, owner.token, paid.id, { pec: owner.pec });
    const payment = await postPayment(stack, owner.token, paid.id, sessionId ?? '');
    if (payment.status >= 300) throw new Error(`payment: ${payment.status} ${JSON.stringify(payment.body)}`);
    const linkTemplate = await createLinkTemplate(stack, editor.token);
    const draft = await createDraft(stack, owner.token, linkTemplate, {
      uso: 'Abitativo',
      locatori: [PERSON],
    });
    await createLink(stack, owner.token, draft);
    makers = {
      draft: () => createDraft(stack, owner.token, linkTemplate, { uso: 'Abitativo' }),
      linked: async () => {
        const id = await createDraft(stack, owner.token, linkTemplate, {
          uso: 'Abitativo',
          locatori: [PERSON],
        });
        await createLink(stack, owner.token, id);
        return id;
      },
      contact: async () =>
        (await createdContact(stack, owner.token, { ...personaFisica(), shared: true })).id,
    };
    const [contact, ownContact] = await Promise.all([
      makers.contact(),
      createdContact(stack, owner.token, personaFisica()),
    ]);
    const invoice = await stack.api.get(`/api/payment/${payment.body.data.id}`, { token: owner.token });
    const [year, month] = String(invoice.body.data.invoice.date).split('-').map(Number);
    expect(
      (await stack.api.delete(`/api/studio/members/${former.user.id}`, { token: former.token })).status,
    ).toBe(204);
    resources = {
      paid: paid.id,
      completed: completed.id,
      draft: { id: draft, templateId: linkTemplate },
      reserved: { id: reserved.id, templateId: locazione },
      contact,
      ownContact: ownContact.id,
      year: year ?? 0,
      month: month ?? 0,
      invoice: payment.body.data.id,
      payment: payment.body.data.id,
    };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(ROWS.map((r) => [r.route, r] as const))('%s', async (_route, { request, expected, fresh }) => {
    const got: Record<string, number> = {};
    const want: Record<string, Expected> = {};
    for (const caller of CALLERS) {
      const token = caller === 'anonymous' ? undefined : callers[caller].token;
      const options = token ? { token } : {};
      const { method, path, body } = request(resources, fresh ? await fresh(makers) : '');
      const response =
        method === 'GET'
          ? await stack.api.get(path, options)
          : method === 'PUT'
            ? await stack.api.put(path, body, options)
            : method === 'DELETE'
              ? await stack.api.delete(path, options)
              : await stack.api.post(path, body, options);
      // 503: the PDF converter is off on this machine, past every access check.
      const allowed =
        ![401, 403, 404].includes(response.status) && (response.status < 500 || response.status === 503);
      got[caller] = expected[caller] === A && allowed ? -1 : response.status;
      want[caller] = expected[caller] === A ? -1 : expected[caller];
    }
    expect(got).toEqual(want);
  });
});
