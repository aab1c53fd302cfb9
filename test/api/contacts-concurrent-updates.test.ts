import { loginAs } from '../support/accounts';
import { createdContact, personaFisica, personaGiuridica } from '../support/contacts';
import { startTestStack, type TestStack } from '../support/test-stack';

/** docs/api.md, address book: without `updatedAt` the last write wins; with it, a stale version is refused. */
describe('concurrent updates of one contact', () => {
  let stack: TestStack;
  let token = '';

  beforeAll(async () => {
    stack = await startTestStack();
    token = (await loginAs(stack, 'user')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('without updatedAt, 20 concurrent PUTs all succeed and the contact is one of them, whole', async () => {
    const contact = await createdContact(stack, token, personaFisica());
    const bodies = Array.from({ length: 20 }, (_, index) =>
      index % 2 === 0
        ? personaFisica({ comune: `Comune ${index}`, indirizzo: `Via ${index}`, pec: `p${index}@pec.it` })
        : personaGiuridica({ denominazione: `Società ${index} S.r.l.`, comune: `Città ${index}` }),
    );

    const responses = await Promise.all(
      bodies.map((body) => stack.api.put(`/api/contact/${contact.id}`, body, { token })),
    );

    expect(responses.map((response) => response.status)).toEqual(bodies.map(() => 200));
    const stored = (await stack.api.get(`/api/contact/${contact.id}`, { token })).body.data;
    // `shared`: which book the contact is in (docs/api.md, "The studio"); a PUT leaves it as it was.
    const { id, createdAt, updatedAt, shared, ...data } = stored;
    expect(shared).toBe(false);
    expect({ id, createdAt }).toEqual({ id: contact.id, createdAt: contact.createdAt });
    expect(updatedAt > contact.updatedAt).toBe(true);
    expect(bodies).toContainEqual(data);
    // Its name search finds it by its last name only: no posting of an overwritten one is left behind.
    const name = 'denominazione' in data ? data.denominazione : `${data.cognome} ${data.nome}`;
    const found = await stack.api.get(`/api/contact?name=${encodeURIComponent(name)}`, { token });
    expect(found.body.data.results.map((item: { id: string }) => item.id)).toEqual([contact.id]);
    const overwritten = bodies.flatMap((body) =>
      'denominazione' in body && body.denominazione !== name ? [body.denominazione] : [],
    );
    for (const denominazione of overwritten) {
      const stale = await stack.api.get(`/api/contact?name=${encodeURIComponent(denominazione)}`, { token });
      expect(stale.body.data.results).toEqual([]);
    }
  });

  it('with a stale updatedAt, 409 and nothing written; with the current one, 200', async () => {
    const contact = await createdContact(stack, token, personaFisica());
    const first = await stack.api.put(
      `/api/contact/${contact.id}`,
      personaFisica({ comune: 'Torino', updatedAt: contact.updatedAt }),
      { token },
    );
    expect(first.status).toBe(200);

    const stale = await stack.api.put(
      `/api/contact/${contact.id}`,
      personaFisica({ comune: 'Napoli', updatedAt: contact.updatedAt }),
      { token },
    );
    expect(stale.status).toBe(409);
    expect((await stack.api.get(`/api/contact/${contact.id}`, { token })).body.data.comune).toBe('Torino');
    const current = await stack.api.put(
      `/api/contact/${contact.id}`,
      personaFisica({ comune: 'Napoli', updatedAt: first.body.data.updatedAt }),
      { token },
    );
    expect(current.status).toBe(200);
  });
});
