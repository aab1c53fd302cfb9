import { demoStudioAccounts } from '../../infra/src/seed/seed-demo-studio';
import { login, loginAs } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Local mode's demo studio (SEED_DEMO_STUDIO=1, npm start's default; README, the accounts' table): the demo lawyer is
 * its titolare, with an avvocato and a collaboratore who sign in with the README's passwords. The tests' stacks
 * seed no studio unless asked, so the demo lawyer of every other test is in none.
 */
describe('the seeded demo studio', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack({ env: { SEED_DEMO_STUDIO: '1' } });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('makes the demo lawyer titolare of a studio with an avvocato and a collaboratore, all able to sign in', async () => {
    const lawyer = await loginAs(stack, 'user');
    const [avvocato, collaboratore] = demoStudioAccounts({});
    const members = await Promise.all(
      [avvocato, collaboratore].map((account) => login(stack, account?.pec ?? '', account?.password ?? '')),
    );

    const studio = await stack.api.get('/api/studio', { token: lawyer.token });
    expect(studio.status).toBe(200);
    expect(studio.body.data.billing).toMatchObject({ kind: 'studio', partita_iva: '12345678903' });
    const roles = Object.fromEntries(
      (studio.body.data.members as Json[]).map((member) => [member.pec, member.role]),
    );
    expect(roles).toEqual({
      [lawyer.pec]: 'titolare',
      [avvocato?.pec ?? '']: 'avvocato',
      [collaboratore?.pec ?? '']: 'collaboratore',
    });
    for (const member of members)
      expect((await stack.api.get('/api/studio', { token: member.token })).body.data.id).toBe(
        studio.body.data.id,
      );
  });

  it('is left out of the tests\u2019 stacks unless asked', async () => {
    const plain = await startTestStack();
    try {
      const lawyer = await loginAs(plain, 'user');
      expect((await plain.api.get('/api/studio', { token: lawyer.token })).status).toBe(404);
    } finally {
      await plain.stop();
    }
  });
});
