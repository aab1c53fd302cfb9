import { registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createdContact, listContacts, personaFisica, personaGiuridica } from '../support/contacts';
import { startTestStack, type TestStack } from '../support/test-stack';

const LONG_NAME =
  'Società Cooperativa Edilizia Nuova Speranza dei Lavoratori del Porto di Civitavecchia a responsabilità limitata';

describe('GET /contact: a lawyer’s contacts sorted by name, searched and paged', () => {
  let stack: TestStack;
  let lawyer: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [lawyer, other] = [
      await registerVerifiedApprovedLawyer(stack),
      await registerVerifiedApprovedLawyer(stack),
    ];
    const people = [
      ['Mario', 'rossi'],
      ['anna', 'Rossi'],
      ['Luca', 'Àlberti'],
      ['Zeno', 'bianchi'],
    ];
    for (const [nome, cognome] of people)
      await createdContact(stack, lawyer.token, personaFisica({ nome, cognome }));
    for (const denominazione of ['Beta S.p.A.', 'alfa srl', LONG_NAME])
      await createdContact(stack, lawyer.token, personaGiuridica({ denominazione }));
    await createdContact(stack, other.token, personaFisica({ nome: 'Estranea', cognome: 'Rossi' }));
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const list = (query: string) => listContacts(stack, lawyer.token, query);

  it('sorts by `cognome nome` or the denominazione, case and accents aside, only the lawyer’s own', async () => {
    const all = await list('?limit=100');

    expect(all.names).toEqual([
      'Àlberti Luca',
      'alfa srl',
      'Beta S.p.A.',
      'bianchi Zeno',
      'Rossi anna',
      'rossi Mario',
      LONG_NAME,
    ]);
    expect(all).toMatchObject({ page: 1, totalPages: 1, totalResults: 7 });
    expect((await listContacts(stack, other.token)).names).toEqual(['Rossi Estranea']);
  });

  it('pages by 10 unless told, from either end of the list, and answers an empty page past the end', async () => {
    const all = (await list('?limit=100')).names;

    expect((await list('')).names).toEqual(all);
    for (const page of [1, 2, 3, 4]) {
      const found = await list(`?page=${page}&limit=2`);
      expect(found).toMatchObject({ page, totalPages: 4, totalResults: 7 });
      expect(found.names).toEqual(all.slice((page - 1) * 2, page * 2));
    }
    expect(await list('?page=5&limit=2')).toMatchObject({ names: [], page: 5, totalResults: 7 });
  });

  it.each([
    ['ROSS', ['Rossi anna', 'rossi Mario']],
    ['mario ross', ['rossi Mario']],
    ['rossi mar', ['rossi Mario']],
    ['io  r', ['rossi Mario']],
    ['alberti', ['Àlberti Luca']],
    ['SRL', ['alfa srl']],
    ['vitavecchia a resp', [LONG_NAME]],
    ['ponsabilità limitata', [LONG_NAME]],
    ['ta s', ['Beta S.p.A.']],
    ['ETÀ C', [LONG_NAME]],
    ['estranea', []],
    ['xyz', []],
  ])('finds %p in `nome cognome`, `cognome nome` or the denominazione, sorted', async (name, expected) => {
    const found = await list(`?name=${encodeURIComponent(name)}&limit=100`);

    expect(found.names).toEqual(expected);
    expect(found.totalResults).toBe(expected.length);
  });

  it('finds a single letter anywhere, long names included, and pages the matches', async () => {
    const all = (await list('?limit=100')).names;
    const withV = all.filter((name) => name.toLowerCase().includes('v'));

    expect((await list('?name=v&limit=100')).names).toEqual(withV);
    const second = await list('?name=a&page=2&limit=2');
    expect(second).toMatchObject({ page: 2, totalResults: all.filter((name) => /a|à/i.test(name)).length });
    expect(second.names).toEqual(all.filter((name) => /a|à/i.test(name)).slice(2, 4));
  });

  it('refuses a bad page, limit or search with a 400 and an Italian message', async () => {
    for (const query of ['?page=0', '?limit=abc', `?name=${'x'.repeat(121)}`]) {
      const response = await stack.api.get(`/api/contact${query}`, { token: lawyer.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/[a-zà-ù]{3}/);
    }
  });
});
