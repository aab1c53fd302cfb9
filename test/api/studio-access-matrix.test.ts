import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createDraft, createLink, createLinkTemplate, PERSON } from '../support/client-links';
import { personaFisica } from '../support/contacts';
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
  request: (resources: Resources) => { method: 'GET' | 'PUT' | 'POST'; path: string; body?: unknown };
  expected: Record<Caller, Expected>;
}

interface Resources {
  paid: string;
  completed: string;
  draft: { id: string; templateId: string };
  contact: string;
  invoice: string;
  payment: string;
}

const row = (route: string, request: Row['request'], codes: Expected[]): Row => ({
  route,
  request,
  expected: Object.fromEntries(
    CALLERS.map((caller, index) => [caller, codes[index] ?? 0]),
  ) as Row['expected'],
});

const A = 'allowed';
//                                          owner avv tit coll former other none admin editor anon
const ROWS: Row[] = [
  row(
    'GET /contract/{id}',
    (r) => ({ method: 'GET', path: `/api/contract/${r.paid}` }),
    [200, 200, 200, 200, 404, 404, 404, 200, 403, 401],
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
    'GET /contract/{id}/client-link',
    (r) => ({ method: 'GET', path: `/api/contract/${r.draft.id}/client-link` }),
    [200, 200, 200, 403, 404, 404, 404, 403, 403, 401],
  ),
  row(
    'PUT /contract/{id}/visibility',
    (r) => ({ method: 'PUT', path: `/api/contract/${r.paid}/visibility`, body: { visibility: 'studio' } }),
    [200, 403, 403, 403, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'GET /contact/{id} (the studio\u2019s)',
    (r) => ({ method: 'GET', path: `/api/contact/${r.contact}` }),
    [200, 200, 200, 200, 404, 404, 404, 404, 404, 401],
  ),
  row(
    'GET /invoice/{id}/xml (the studio\u2019s)',
    (r) => ({ method: 'GET', path: `/api/invoice/${r.invoice}/xml` }),
    [200, 404, 200, 404, 404, 404, 404, 200, 403, 401],
  ),
  row(
    'GET /payment/{id}',
    (r) => ({ method: 'GET', path: `/api/payment/${r.payment}` }),
    [200, 404, 404, 404, 404, 404, 404, 200, 403, 401],
  ),
];

const LOCAZIONE = 'Contratto di locazione abitativa 4+4';
const CHOICES = { tipologia_immobile: 'un monolocale', classe_energetica: 'D' };

describe('the studio\u2019s authorization matrix (docs/api.md, "The studio")', () => {
  let stack: TestStack;
  let callers: Record<Exclude<Caller, 'anonymous'>, SignedIn>;
  let resources: Resources;

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
    const [paid, completed] = await Promise.all([
      createCompletedContract(stack, owner.token, locazione, preferring(CHOICES)),
      createCompletedContract(stack, owner.token, locazione, preferring(CHOICES)),
    ]);
    const { sessionId } = await payThroughStandIn(stack, owner.token, paid.id, { pec: owner.pec });
    const payment = await postPayment(stack, owner.token, paid.id, sessionId ?? '');
    if (payment.status >= 300) throw new Error(`payment: ${payment.status} ${JSON.stringify(payment.body)}`);
    const linkTemplate = await createLinkTemplate(stack, editor.token);
    const draft = await createDraft(stack, owner.token, linkTemplate, {
      uso: 'Abitativo',
      locatori: [PERSON],
    });
    await createLink(stack, owner.token, draft);
    const contact = await stack.api.post(
      '/api/contact',
      { ...personaFisica(), shared: true },
      { token: owner.token },
    );
    if (contact.status !== 201) throw new Error(`contact: ${contact.status} ${JSON.stringify(contact.body)}`);
    expect(
      (await stack.api.delete(`/api/studio/members/${former.user.id}`, { token: former.token })).status,
    ).toBe(204);
    resources = {
      paid: paid.id,
      completed: completed.id,
      draft: { id: draft, templateId: linkTemplate },
      contact: contact.body.data.id,
      invoice: payment.body.data.id,
      payment: payment.body.data.id,
    };
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each(ROWS.map((r) => [r.route, r] as const))('%s', async (_route, { request, expected }) => {
    const { method, path, body } = request(resources);
    const got: Record<string, number> = {};
    const want: Record<string, Expected> = {};
    for (const caller of CALLERS) {
      const token = caller === 'anonymous' ? undefined : callers[caller].token;
      const options = token ? { token } : {};
      const response =
        method === 'GET'
          ? await stack.api.get(path, options)
          : method === 'PUT'
            ? await stack.api.put(path, body, options)
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
