import { loginAs } from '../support/accounts';
import { createdContact, listContacts, personaFisica, personaGiuridica } from '../support/contacts';
import { createPublishedTemplate } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

/**
 * Names of compatibility characters that NFKD would expand many times over (U+FDFA is 18 letters, U+337F four):
 * the keys built from a folded name (the contact's list entry and search postings, the category's sort key) stay
 * within DynamoDB's 1,024 bytes, so such names are saved and found by name like any other.
 */
describe('names that would grow when folded', () => {
  let stack: TestStack;
  let user = '';
  let admin = '';
  const SALLALLAHOU = '\uFDFA';
  const JALLAJALALOUHOU = '\uFDFB';
  const KABUSHIKI = '\u337F';

  beforeAll(async () => {
    stack = await startTestStack();
    user = (await loginAs(stack, 'user')).token;
    admin = (await loginAs(stack, 'admin')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const search = (name: string) => listContacts(stack, user, `?name=${encodeURIComponent(name)}`);

  it('saves a denominazione of 40 such characters and finds it by a part of it', async () => {
    const denominazione = SALLALLAHOU.repeat(40);
    const created = await createdContact(stack, user, personaGiuridica({ denominazione }));

    expect(created).toMatchObject({ denominazione });
    const found = await search(SALLALLAHOU.repeat(20));
    expect(found.results.map((contact) => contact.id)).toContain(created.id);
  });

  it('saves a nome and a cognome of 60 such characters, renames it, and finds it by either', async () => {
    const created = await createdContact(
      stack,
      user,
      personaFisica({ nome: JALLAJALALOUHOU.repeat(60), cognome: SALLALLAHOU.repeat(60) }),
    );
    const renamed = await stack.api.put(
      `/api/contact/${created.id}`,
      personaFisica({ nome: SALLALLAHOU.repeat(60), cognome: JALLAJALALOUHOU.repeat(60) }),
      { token: user },
    );

    expect(renamed.status).toBe(200);
    for (const query of [JALLAJALALOUHOU.repeat(60), `${JALLAJALALOUHOU.repeat(3)} ${SALLALLAHOU.repeat(3)}`])
      expect((await search(query)).results.map((contact) => contact.id)).toContain(created.id);
    expect((await search(JALLAJALALOUHOU.repeat(61))).results).toEqual([]);
  });

  it('answers a search of 120 such characters, and a longer one with a 4xx, never a 500', async () => {
    expect((await search(SALLALLAHOU.repeat(120))).results).toEqual([]);
    for (const [query, status] of [
      [SALLALLAHOU.repeat(121), 400],
      [SALLALLAHOU.repeat(5000), 431],
    ] as const) {
      const longer = await stack.api.get(`/api/contact?name=${encodeURIComponent(query)}`, { token: user });
      expect(longer.status).toBe(status);
    }
    for (const path of ['/api/contract', '/api/template', '/api/user'])
      for (const query of [SALLALLAHOU.repeat(120), `${SALLALLAHOU.repeat(200)} ${KABUSHIKI.repeat(200)}`]) {
        const response = await stack.api.get(`${path}?name=${encodeURIComponent(query)}`, { token: admin });
        expect([200, 400]).toContain(response.status);
      }
  });

  it('saves a category named with 60 such characters, lists it and renames it', async () => {
    const created = await stack.api.post('/api/category', { name: SALLALLAHOU.repeat(60) }, { token: admin });
    expect(created.status).toBe(201);
    const listed = await stack.api.get('/api/category?limit=1000', { token: admin });
    expect(listed.body.data.results.map((category: { id: string }) => category.id)).toContain(
      created.body.data.id,
    );
    const renamed = await stack.api.put(
      `/api/category/${created.body.data.id}`,
      { name: KABUSHIKI.repeat(100) },
      { token: admin },
    );
    expect(renamed.status).toBe(200);
  });

  it('saves a template titled with 200 such characters and finds it by a part of its title', async () => {
    const template = await createPublishedTemplate(stack, admin, undefined, {
      name: SALLALLAHOU.repeat(200),
    });
    const found = await stack.api.get(`/api/template?name=${encodeURIComponent(SALLALLAHOU.repeat(30))}`, {
      token: user,
    });

    expect(found.status).toBe(200);
    expect(found.body.data.results.map((item: { id: string }) => item.id)).toContain(template.id);
  });
});
