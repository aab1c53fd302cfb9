import { loginAs, type SignedIn } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

const LEASE = 'Contratto di locazione abitativa 4+4';
const CONSULTANCY = 'Contratto di consulenza professionale';

describe('GET /template?name=: the catalogue search', () => {
  let stack: TestStack;
  let user: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    user = await loginAs(stack, 'user');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const found = async (name: string): Promise<string[]> => {
    const response = await stack.api.get(`/api/template?limit=100&name=${encodeURIComponent(name)}`, {
      token: user.token,
    });
    expect(response.status).toBe(200);
    return (response.body.data.results as { name: string }[]).map((template) => template.name);
  };

  it.each([
    ['the title', 'LOCAZIONE ABITATIVA', LEASE],
    ['the description', 'affitto', LEASE],
    ['the description, accents aside', 'cedolare secca o aggiornamento istat', LEASE],
    ['the category', 'incarichi profess', CONSULTANCY],
  ])('finds a template by %s', async (_where, text, name) => {
    expect(await found(text)).toContain(name);
  });

  it('finds nothing for a text no template has', async () => {
    expect(await found('ippopotamo')).toEqual([]);
  });
});
