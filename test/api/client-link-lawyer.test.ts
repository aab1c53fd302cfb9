import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { createHash } from 'node:crypto';
import { loginAs, mailsTo, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import {
  clientEmail,
  clientSignsIn,
  createDraft,
  createLink,
  createLinkTemplate,
  linkQuestions,
  mailedLinkToken,
  PERSON,
  postLink,
} from '../support/client-links';
import { createCompletedContract, markPaidInStore } from '../support/contracts';
import { itChecksRouteAccess } from '../support/route-access';
import { routesOfArea } from '@redigo/shared/routes';
import { startTestStack, type TestStack } from '../support/test-stack';

const DAY_MS = 24 * 60 * 60 * 1000;
const ITALIAN = expect.stringMatching(/[a-zà-ù]{3}/i);
const NO_STORE = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' };

describe('the lawyer asks the client for data by link (docs/api.md, "The client\'s data by link")', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let editor: SignedIn;
  let templateId: string;
  let draftId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    other = await registerVerifiedApprovedLawyer(stack);
    templateId = await createLinkTemplate(stack, editor.token);
    draftId = await createDraft(stack, user.token, templateId, { uso: 'Abitativo', locatori: [PERSON] });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const linkItems = async () =>
    (await stack.infrastructure.dynamo.send(new ScanCommand({ TableName: stack.config.tables.links })))
      .Items ?? [];
  const getLink = (id = draftId, token = user.token) =>
    stack.api.get(`/api/contract/${id}/client-link`, { token });
  const expectNoStore = (headers: Headers) => {
    for (const [name, value] of Object.entries(NO_STORE)) expect(headers.get(name)).toBe(value);
  };

  it('makes a link on a draft, mails it in the lawyer’s name, and stores its token only hashed', async () => {
    const email = clientEmail();
    const before = Date.now();
    const response = await postLink(stack, user.token, draftId, {
      email,
      name: 'Alfa S.r.l.',
      questions: ['pagamento', 'locatori'],
      message: 'Buongiorno,\nle chiedo i dati per il contratto.',
    });

    expect(response.status).toBe(201);
    expectNoStore(response.headers);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      status: 'sent',
      expires_at: expect.any(String),
      questions: ['locatori', 'pagamento'],
    });
    const expires = Date.parse(response.body.data.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);

    const [mail] = await mailsTo(stack, email);
    const token = await mailedLinkToken(stack, email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(mail?.subject).toMatch(/Mario Rossi|avv\./i);
    expect(mail?.subject).toContain('Modello con risposte libere');
    expect(mail?.text).toContain('Gentile Alfa S.r.l.,');
    expect(mail?.text).toContain('le chiedo i dati per il contratto.');
    expect(mail?.text).toMatch(/vale fino al \d{2}\/\d{2}\/\d{4} alle \d{2}:\d{2}/);
    expect(mail?.text).toContain(`/cliente/${token}`);
    expect(mail?.html).toContain(`/cliente/${token}`);
    expect(mail?.html).toContain('<!doctype html>');
    expect(`${mail?.text} ${mail?.html}`).not.toMatch(/prezzo|€|10,00/i);

    const items = await linkItems();
    const hash = createHash('sha256').update(token).digest('hex');
    expect(JSON.stringify(items)).not.toContain(token);
    expect(items.some((item) => item.id === `token#${hash}`)).toBe(true);
  });

  it('shows the latest link with its status and events, the same headers', async () => {
    const { id, email } = await createLink(stack, user.token, draftId, { questions: ['locatori'] });
    const response = await getLink();

    expect(response.status).toBe(200);
    expectNoStore(response.headers);
    expect(response.body.data).toEqual({
      id,
      email,
      status: 'sent',
      expires_at: expect.any(String),
      questions: ['locatori'],
      events: [
        { event: 'created', at: expect.any(String) },
        { event: 'mailed', at: expect.any(String) },
      ],
      proposals: [],
    });
  });

  it.each([1, 30])('takes an expiry of %i days', async (days) => {
    const before = Date.now();
    const response = await postLink(stack, user.token, draftId, { expires_days: days });
    expect(response.status).toBe(201);
    const expires = Date.parse(response.body.data.expires_at);
    expect(expires).toBeGreaterThanOrEqual(before + days * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + days * DAY_MS);
  });

  it.each<[string, Record<string, unknown>]>([
    ['an address that is not one', { email: 'mario.rossi' }],
    ['no address', { email: undefined }],
    ['no name', { name: '' }],
    ['a name of 121 characters', { name: 'a'.repeat(121) }],
    ['a name with a web address', { name: 'Vinci su premio.example' }],
    ['an empty list of questions', { questions: [] }],
    ['no list of questions', { questions: 'locatori' }],
    ['a question the template does not ask', { questions: ['locatori', 'inventata'] }],
    ['a group’s field instead of a top-level question', { questions: ['nome'] }],
    ['a question twice', { questions: ['locatori', 'locatori'] }],
    ['a number in the list', { questions: [1] }],
    ['an expiry of 0 days', { expires_days: 0 }],
    ['an expiry of 31 days', { expires_days: 31 }],
    ['an expiry of 1.5 days', { expires_days: 1.5 }],
    ['an expiry that is no number', { expires_days: 'una settimana' }],
    ['a message of 501 characters', { message: 'a'.repeat(501) }],
    ['a message with a control character', { message: 'Buongiorno\u0007' }],
    ['a message that is no text', { message: { testo: 'x' } }],
  ])('refuses %s with 400 and an Italian message', async (_name, body) => {
    const response = await postLink(stack, user.token, draftId, body);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: ITALIAN, code: 'VALIDATION_FAILED', errors: expect.any(Array) });
    expectNoStore(response.headers);
  });

  it('offers every top-level question of the pinned template, however far the draft has got', async () => {
    const fresh = await createDraft(stack, user.token, templateId, {});
    const offered = await stack.api.get(`/api/contract/${fresh}/client-link/questions`, {
      token: user.token,
    });

    expect(offered.status).toBe(200);
    expectNoStore(offered.headers);
    const questions = offered.body.data as { variable: string; fields?: { variable: string }[] }[];
    expect(questions.map((question) => question.variable)).toEqual(
      linkQuestions().map((question) => question.variable),
    );
    const group = questions.find((question) => question.fields);
    expect(group?.fields?.map((entry) => entry.variable)).toContain('codice_fiscale');
    expect(
      (await stack.api.get(`/api/contract/${fresh}/client-link/questions`, { token: other.token })).status,
    ).toBe(404);
    expect(
      (await stack.api.get('/api/contract/nessuno/client-link/questions', { token: user.token })).status,
    ).toBe(404);
  });

  it('names the question the template does not ask', async () => {
    const response = await postLink(stack, user.token, draftId, { questions: ['inventata'] });
    expect(response.body.message).toContain('inventata');
  });

  it('answers 404 for another lawyer’s draft and an unknown one, and before any link', async () => {
    const fresh = await createDraft(stack, user.token, templateId, { uso: 'Abitativo' });
    expect((await postLink(stack, other.token, draftId)).status).toBe(404);
    expect((await postLink(stack, user.token, 'nessuno')).status).toBe(404);
    expect((await getLink(draftId, other.token)).status).toBe(404);
    expect((await getLink(fresh)).status).toBe(404);
    expect(
      (await stack.api.delete(`/api/contract/${draftId}/client-link`, { token: other.token })).status,
    ).toBe(404);
    const review = await stack.api.post(
      `/api/contract/${draftId}/client-link/review`,
      { decisions: [{ variable: 'pagamento', action: 'accept' }] },
      { token: other.token },
    );
    expect(review.status).toBe(404);
  });

  describe('every lawyer’s route of the area against every role', () => {
    const signedIn = {} as Parameters<typeof itChecksRouteAccess>[2];
    beforeAll(async () => {
      Object.assign(signedIn, { user, editor, admin: await loginAs(stack, 'admin') });
    });
    describe.each(
      routesOfArea('client-links')
        .filter((route) => route.path.startsWith('/contract/'))
        .map((route) => [`${route.method} ${route.path}`, route] as const),
    )('%s', (_name, route) => {
      itChecksRouteAccess(
        route,
        (caller) =>
          stack.api.request(
            route.method,
            `/api${route.path.replace('{id}', draftId)}`,
            route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
            { token: caller?.token },
          ),
        signedIn,
      );
    });
  });

  it('answers 409 for a COMPLETED contract and a paid one', async () => {
    const completed = await createCompletedContract(stack, user.token, templateId);
    const refused = await postLink(stack, user.token, completed.id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/bozza/);
    await markPaidInStore(stack, completed.id, Buffer.from('docx'));
    expect((await postLink(stack, user.token, completed.id)).status).toBe(409);
  });

  describe('the privacy notice', () => {
    const notice = (id: string, token: string) => stack.api.get(`/api/user/${id}/privacy-notice`, { token });
    const write = (id: string, token: string, body: unknown) =>
      stack.api.put(`/api/user/${id}/privacy-notice`, body, { token });

    it('is written for a lawyer who gave none, from the account and the billing data', async () => {
      const response = await notice(other.user.id, other.token);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({ text: expect.any(String), default: true });
      expect(response.body.data.text).toContain(
        `Il titolare del trattamento è l’avv. ${other.user.name} ${other.user.surname}, PEC ${other.pec}.`,
      );
      expect(response.body.data.text).toContain(other.pec);

      const billing = {
        kind: 'studio',
        denominazione: 'Studio Legale Neri',
        codice_fiscale: '01114601006',
        partita_iva: '01114601006',
        indirizzo: 'Corso Italia 10',
        cap: '20122',
        comune: 'Milano',
        provincia: 'MI',
      };
      expect(
        (await stack.api.put(`/api/user/${other.user.id}/billing`, billing, { token: other.token })).status,
      ).toBe(200);
      const studio = (await notice(other.user.id, other.token)).body.data.text;
      expect(studio).toContain(
        'Il titolare del trattamento è Studio Legale Neri, con sede in Corso Italia 10, 20122 Milano (MI)',
      );
    });

    it('is the lawyer’s own once written, and only theirs to read and write (404 for another’s id)', async () => {
      const text = '  Informativa ai sensi dell’art. 13 GDPR.\n\nTitolare: avv. Rossi.  ';
      const saved = await write(user.user.id, user.token, { text });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toEqual({ text: text.trim(), default: false });
      expect((await notice(user.user.id, user.token)).body.data).toEqual({
        text: text.trim(),
        default: false,
      });

      expect((await notice(user.user.id, other.token)).status).toBe(404);
      expect((await write(user.user.id, other.token, { text: 'Mia.' })).status).toBe(404);
      expect((await notice(user.user.id, editor.token)).status).toBe(404);
      expect((await notice(editor.user.id, editor.token)).status).toBe(404);
      expect((await notice(user.user.id, user.token)).body.data.text).toBe(text.trim());
    });

    it.each<[string, unknown]>([
      ['an empty text', { text: '   ' }],
      ['a text of 10,001 characters', { text: 'a'.repeat(10_001) }],
      ['a control character', { text: 'Informativa\u0000' }],
      ['a noncharacter', { text: 'Informativa\uFFFF' }],
      ['no text', {}],
      ['a text that is no text', { text: ['a'] }],
    ])('refuses %s (400)', async (_name, body) => {
      const response = await write(user.user.id, user.token, body);
      expect(response.status).toBe(400);
      expect(response.body.message).toEqual(ITALIAN);
    });
  });

  it('revokes the link before when a new one is made', async () => {
    const draft = await createDraft(stack, user.token, templateId, { uso: 'Abitativo' });
    const first = await createLink(stack, user.token, draft);
    const firstToken = await mailedLinkToken(stack, first.email);
    const second = await createLink(stack, user.token, draft);

    const opened = await stack.api.post('/api/client/open', { token: firstToken });
    expect(opened.status).toBe(410);
    expect(opened.body.code).toBe('LINK_EXPIRED');
    expect((await getLink(draft)).body.data).toMatchObject({ id: second.id, status: 'sent' });
  });

  it('revokes a link at once: open, verify and the client tokens already given answer 410', async () => {
    const draft = await createDraft(stack, user.token, templateId, { uso: 'Abitativo' });
    const { email } = await createLink(stack, user.token, draft);
    const clientToken = await clientSignsIn(stack, email);
    const token = await mailedLinkToken(stack, email);

    const revoked = await stack.api.delete(`/api/contract/${draft}/client-link`, { token: user.token });
    expect(revoked.status).toBe(204);
    expect(revoked.headers.get('referrer-policy')).toBe('no-referrer');

    for (const response of [
      await stack.api.post('/api/client/open', { token }),
      await stack.api.post('/api/client/verify', { token, code: '123456' }),
      await stack.api.get('/api/client/form', { token: clientToken }),
      await stack.api.put('/api/client/form', { answers: {} }, { token: clientToken }),
      await stack.api.post('/api/client/submit', { answers: {}, privacy_ack: true }, { token: clientToken }),
    ]) {
      expect(response.status).toBe(410);
      expect(response.body).toEqual({ message: ITALIAN, code: 'LINK_EXPIRED' });
    }
    const read = (await getLink(draft)).body.data;
    expect(read.status).toBe('revoked');
    expect(read.events.map((entry: { event: string }) => entry.event)).toEqual([
      'created',
      'mailed',
      'code_sent',
      'opened',
      'revoked',
    ]);
    expect((await stack.api.delete(`/api/contract/${draft}/client-link`, { token: user.token })).status).toBe(
      204,
    );
  });
});
