import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { isClientRoute, isPublicRoute, ROUTES } from '@redigo/shared/routes';
import { loginAs, mailsTo, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import {
  clientSignsIn,
  createDraft,
  createLink,
  createLinkTemplate,
  mailedCode,
  mailedLinkToken,
  PERSON,
} from '../support/client-links';
import { professionistaBilling } from '../support/invoices';
import { startTestStack, type TestStack } from '../support/test-stack';

const ITALIAN = expect.stringMatching(/[a-zà-ù]{3}/i);

describe('the client opens a link, gets a code and a client token (docs/api.md, "The client\'s data by link")', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    templateId = await createLinkTemplate(stack, editor.token);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  /** A fresh draft with a fresh link: its contract id, link id, the client's address and the link's token. */
  const freshLink = async (lawyer: SignedIn = user) => {
    const draft = await createDraft(stack, lawyer.token, templateId, {
      uso: 'Abitativo',
      locatori: [PERSON],
    });
    const { id, email } = await createLink(stack, lawyer.token, draft);
    return { draft, id, email, token: await mailedLinkToken(stack, email) };
  };
  const open = (token: string) => stack.api.post('/api/client/open', { token });
  const verify = (token: string, code: unknown) => stack.api.post('/api/client/verify', { token, code });
  const linkOf = async (draft: string, lawyer: SignedIn = user) =>
    (await stack.api.get(`/api/contract/${draft}/client-link`, { token: lawyer.token })).body.data;
  const eventsOf = async (draft: string) =>
    ((await linkOf(draft)).events as { event: string }[]).map((entry) => entry.event);
  const setLink = (linkId: string, expression: string, values: Record<string, unknown>) =>
    stack.infrastructure.dynamo.send(
      new UpdateCommand({
        TableName: stack.config.tables.links,
        Key: { id: linkId },
        UpdateExpression: expression,
        ExpressionAttributeValues: values,
      }),
    );
  const wrongCodeFor = (right: string) => (right === '000000' ? '000001' : '000000');

  it('serves the client’s page without spending anything: no code, no event, no-store and no-referrer', async () => {
    const { draft, email, token } = await freshLink();
    const mailsBefore = (await mailsTo(stack, email)).length;
    const eventsBefore = await eventsOf(draft);

    const page = await stack.api.get(`/cliente/${token}`);

    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect((await mailsTo(stack, email)).length).toBe(mailsBefore);
    expect(await eventsOf(draft)).toEqual(eventsBefore);
    expect((await linkOf(draft)).status).toBe('sent');
  });

  it('previews a link for its first screen: who asks and for what, with no code, no event and no-store', async () => {
    const { draft, email, token } = await freshLink();
    const mailsBefore = (await mailsTo(stack, email)).length;
    const eventsBefore = await eventsOf(draft);

    const preview = await stack.api.post('/api/client/preview', { token });

    expect(preview.status).toBe(200);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('referrer-policy')).toBe('no-referrer');
    expect(preview.body.data).toEqual({
      lawyer: { name: user.user.name, surname: user.user.surname },
      title: expect.stringContaining('Modello con risposte libere'),
      expires_at: (await linkOf(draft)).expires_at,
      submitted: false,
    });
    expect((await mailsTo(stack, email)).length).toBe(mailsBefore);
    expect(await eventsOf(draft)).toEqual(eventsBefore);
    expect((await stack.api.post('/api/client/preview', { token: 'sconosciuto' })).status).toBe(404);
    expect((await stack.api.post('/api/client/preview', {})).status).toBe(400);
    await stack.api.delete(`/api/contract/${draft}/client-link`, { token: user.token });
    const revoked = await stack.api.post('/api/client/preview', { token });
    expect(revoked.status).toBe(410);
    expect(revoked.body.code).toBe('LINK_EXPIRED');
  });

  it('opens a link: who asks, for what, until when, and a 6-digit code mailed to the link’s address', async () => {
    const { draft, email, token } = await freshLink();
    const response = await open(token);

    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.body.data).toEqual({
      lawyer: { name: user.user.name, surname: user.user.surname },
      title: expect.stringContaining('Modello con risposte libere'),
      expires_at: (await linkOf(draft)).expires_at,
      submitted: false,
    });
    const [mail] = await mailsTo(stack, email);
    expect(mail?.subject).toMatch(/^Il tuo codice per inserire i dati: \d{6}$/);
    expect(mail?.text).toContain('15 minuti');
    expect(mail?.html).toContain(await mailedCode(stack, email));
    expect(await eventsOf(draft)).toEqual(['created', 'mailed', 'code_sent']);
  });

  it('names the studio of the lawyer’s billing data', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const billing = professionistaBilling({
      kind: 'studio',
      denominazione: 'Studio Legale Verdi & Associati',
    });
    delete (billing as Record<string, unknown>).name;
    delete (billing as Record<string, unknown>).surname;
    const saved = await stack.api.put(`/api/user/${lawyer.user.id}/billing`, billing, {
      token: lawyer.token,
    });
    expect(saved.status).toBe(200);
    const { token } = await freshLink(lawyer);
    expect((await open(token)).body.data.lawyer).toEqual({
      name: lawyer.user.name,
      surname: lawyer.user.surname,
      studio: 'Studio Legale Verdi & Associati',
    });
  });

  it.each([
    ['an unknown token', 'AAAAAAAAAAAAAAAAAAAAAA'],
    ['a token of another shape', 'non è un token!'],
    ['a very long token', 'a'.repeat(5000)],
  ])('answers 404 to %s', async (_name, token) => {
    const response = await open(token);
    expect(response.status).toBe(404);
    expect(response.body.message).toEqual(ITALIAN);
    expect((await verify(token, '123456')).status).toBe(404);
  });

  it.each([
    ['no token', {}],
    ['a token that is no text', { token: 42 }],
    ['a list', []],
  ])('answers 400 to %s', async (_name, body) => {
    const response = await stack.api.post('/api/client/open', body);
    expect(response.status).toBe(400);
    expect(response.body.message).toEqual(ITALIAN);
  });

  it('gives a client token for the right code, once: the code is spent', async () => {
    const { draft, email, token } = await freshLink();
    await open(token);
    const code = await mailedCode(stack, email);

    const verified = await verify(token, code);

    expect(verified.status).toBe(200);
    expect(verified.headers.get('authorization')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(verified.headers.get('access-control-expose-headers')).toContain('authorization');
    expect(verified.headers.get('referrer-policy')).toBe('no-referrer');
    const form = await stack.api.get('/api/client/form', {
      token: verified.headers.get('authorization') ?? '',
    });
    expect(form.status).toBe(200);
    expect((await linkOf(draft)).status).toBe('opened');
    expect(await eventsOf(draft)).toEqual(['created', 'mailed', 'code_sent', 'opened']);

    const again = await verify(token, code);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('CODE_EXPIRED');
  });

  it('replaces a code with the next one', async () => {
    const { email, token } = await freshLink();
    await open(token);
    const first = await mailedCode(stack, email);
    await open(token);
    const second = await mailedCode(stack, email);
    if (first !== second) expect((await verify(token, first)).body.code).toBe('WRONG_CODE');
    expect((await verify(token, second)).status).toBe(200);
  });

  it('mails at most 5 codes per link in an hour, then 429 with Retry-After', async () => {
    const { draft, token } = await freshLink();
    for (let count = 0; count < 5; count += 1) expect((await open(token)).status).toBe(200);

    const refused = await open(token);

    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: ITALIAN, code: 'TOO_MANY_REQUESTS' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await eventsOf(draft)).filter((event) => event === 'code_sent')).toHaveLength(5);
  });

  it('locks the link at the 5th wrong code in a row, mails the lawyer, and refuses the right code after', async () => {
    const { draft, email, token } = await freshLink();
    await open(token);
    const code = await mailedCode(stack, email);
    const wrong = wrongCodeFor(code);
    for (const left of [4, 3, 2, 1]) {
      const response = await verify(token, wrong);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('WRONG_CODE');
      expect(response.body.message).toContain(left === 1 ? 'un tentativo' : `${left} tentativi`);
    }

    const fifth = await verify(token, wrong);

    expect(fifth.status).toBe(423);
    expect(fifth.body).toEqual({ message: ITALIAN, code: 'LINK_LOCKED' });
    expect((await verify(token, code)).status).toBe(423);
    expect((await open(token)).status).toBe(423);
    expect((await stack.api.post('/api/client/preview', { token })).status).toBe(423);
    const read = await linkOf(draft);
    expect(read.status).toBe('locked');
    expect(read.events.filter((entry: { event: string }) => entry.event === 'code_failed')).toHaveLength(5);
    expect(read.events.at(-1).event).toBe('locked');
    const [mail] = await mailsTo(stack, user.pec);
    expect(mail?.subject).toMatch(/^Link bloccato/);
    expect(mail?.text).toContain(email);
  });

  it('locks at five however many wrong codes come at once', async () => {
    const { draft, email, token } = await freshLink();
    await open(token);
    const wrong = wrongCodeFor(await mailedCode(stack, email));

    const answers = await Promise.all(Array.from({ length: 9 }, () => verify(token, wrong)));

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 400)).toHaveLength(4);
    expect(statuses.filter((status) => status === 423)).toHaveLength(5);
    const read = await linkOf(draft);
    expect(read.events.filter((entry: { event: string }) => entry.event === 'code_failed')).toHaveLength(5);
  });

  it('counts wrong codes in a row: the right one starts the count again', async () => {
    const { email, token } = await freshLink();
    await open(token);
    const code = await mailedCode(stack, email);
    for (let count = 0; count < 4; count += 1)
      expect((await verify(token, wrongCodeFor(code))).status).toBe(400);
    expect((await verify(token, code)).status).toBe(200);
    await open(token);
    const next = await mailedCode(stack, email);
    for (let count = 0; count < 4; count += 1)
      expect((await verify(token, wrongCodeFor(next))).status).toBe(400);
    expect((await verify(token, next)).status).toBe(200);
  });

  it.each([['12345'], ['1234567'], ['abcdef'], [''], [null]])(
    'refuses the code %p with 400, uncounted',
    async (code) => {
      const { draft, token } = await freshLink();
      await open(token);
      const response = await verify(token, code);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
      expect(await eventsOf(draft)).not.toContain('code_failed');
    },
  );

  it('counts a code after the last one expired, and says it expired', async () => {
    const { draft, email, id, token } = await freshLink();
    await open(token);
    const code = await mailedCode(stack, email);
    await setLink(id, 'SET code.expiresAt = :past', { ':past': new Date(Date.now() - 1000).toISOString() });

    const response = await verify(token, code);

    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      message: ITALIAN,
      code: 'CODE_EXPIRED',
      errors: [response.body.message],
    });
    expect(response.body.message).toContain('scaduto');
    expect((await eventsOf(draft)).filter((event) => event === 'code_failed')).toHaveLength(1);
  });

  it('locks after five codes in a row even with none outstanding (after a success the code is spent)', async () => {
    const { email, token } = await freshLink();
    await open(token);
    const code = await mailedCode(stack, email);
    expect((await verify(token, code)).status).toBe(200);
    for (let count = 0; count < 4; count += 1)
      expect((await verify(token, code)).body.code).toBe('CODE_EXPIRED');
    expect((await verify(token, code)).status).toBe(423);
  });

  it('answers 410 everywhere once the link expired, its client tokens too', async () => {
    const { draft, email, id, token } = await freshLink();
    const clientToken = await clientSignsIn(stack, email);
    await setLink(id, 'SET expiresAt = :past', { ':past': new Date(Date.now() - 1000).toISOString() });

    for (const response of [
      await open(token),
      await verify(token, '123456'),
      await stack.api.get('/api/client/form', { token: clientToken }),
    ]) {
      expect(response.status).toBe(410);
      expect(response.body.code).toBe('LINK_EXPIRED');
    }
    expect((await linkOf(draft)).status).toBe('expired');
  });

  it('answers a submitted link with submitted: true and no code', async () => {
    const { draft, email, token } = await freshLink();
    const clientToken = await clientSignsIn(stack, email);
    const submitted = await stack.api.post(
      '/api/client/submit',
      { answers: { locatori: [PERSON] }, privacy_ack: true },
      { token: clientToken },
    );
    expect(submitted.status).toBe(200);
    const mailsBefore = (await mailsTo(stack, email)).length;

    const response = await open(token);

    expect(response.status).toBe(200);
    expect(response.body.data.submitted).toBe(true);
    expect((await mailsTo(stack, email)).length).toBe(mailsBefore);
    expect((await linkOf(draft)).status).toBe('submitted');
  });

  describe('the client token is a kind of its own', () => {
    let clientToken: string;
    beforeAll(async () => {
      clientToken = await clientSignsIn(stack, (await freshLink()).email);
    });

    const sample = (path: string) => path.replace(/\{[^}]+\}/g, 'x');
    const others = ROUTES.filter((route) => !isPublicRoute(route) && !isClientRoute(route));

    it.each(others.map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s refuses it (401)',
      async (_name, route) => {
        const response = await stack.api.request(
          route.method,
          `/api${sample(route.path)}`,
          route.method === 'GET' ? undefined : {},
          { token: clientToken },
        );
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('UNAUTHORIZED');
      },
    );

    it.each(ROUTES.filter(isClientRoute).map((route) => [`${route.method} ${route.path}`, route] as const))(
      '%s refuses a lawyer’s access token and no token (401)',
      async (_name, route) => {
        for (const token of [user.token, undefined, `${clientToken}x`]) {
          const body = route.method === 'GET' ? undefined : {};
          const response = await stack.api.request(route.method, `/api${route.path}`, body, { token });
          expect(response.status).toBe(401);
          expect(response.body).toEqual({ message: ITALIAN, code: 'UNAUTHORIZED' });
        }
      },
    );

    it.each(ROUTES.filter(isClientRoute).filter((route) => route.method !== 'GET'))(
      'answers junk bodies on $method $path with a 4xx and an Italian message',
      async (route) => {
        for (const rawBody of [
          '[]',
          'null',
          '"x"',
          '{"answers": ',
          '{"answers": []}',
          '{"__proto__": {"a": 1}}',
        ])
          for (const response of [
            await stack.api.request(route.method, `/api${route.path}`, undefined, {
              token: clientToken,
              rawBody,
              headers: { 'content-type': 'application/json' },
            }),
          ]) {
            expect(response.status).toBeGreaterThanOrEqual(400);
            expect(response.status).toBeLessThan(500);
            expect(response.body.message).toEqual(ITALIAN);
          }
      },
    );
  });
});
