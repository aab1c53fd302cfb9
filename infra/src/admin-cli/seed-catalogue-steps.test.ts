import type { UserRecord } from '@redigo/functions/areas/users';
import { placeholderPaymentLink } from '../seed/seed-templates';
import { AdminCommandError } from './create-admin-account';
import { describeSeededTemplate, findSeedEditor } from './seed-catalogue-steps';

const account = (changes: Partial<UserRecord>) =>
  ({
    id: 'u1',
    pec: 'redazione@studio.pec.it',
    role: 'editor',
    status: 'confermato',
    ...changes,
  }) as UserRecord;
const usersWith = (record: UserRecord | undefined) => ({ findByPec: async () => record });

describe('findSeedEditor', () => {
  it('finds a confirmed editor or admin', async () => {
    await expect(
      findSeedEditor(usersWith(account({})), 'redazione@studio.pec.it', 'prod'),
    ).resolves.toMatchObject({
      id: 'u1',
    });
    await expect(findSeedEditor(usersWith(account({ role: 'admin' })), 'x', 'prod')).resolves.toBeDefined();
  });

  it.each([
    [undefined, /Nello stage "prod" non c'è un account con la PEC redazione@studio\.pec\.it/],
    [account({ role: 'user' }), /non è un redattore né un amministratore/],
    [account({ status: 'sospeso' }), /non è attivo \(stato: sospeso\)/],
  ])('refuses %j', async (record, message) => {
    const found = findSeedEditor(usersWith(record), 'redazione@studio.pec.it', 'prod');
    await expect(found).rejects.toThrow(AdminCommandError);
    await expect(findSeedEditor(usersWith(record), 'redazione@studio.pec.it', 'prod')).rejects.toThrow(
      message,
    );
  });
});

describe('describeSeededTemplate', () => {
  const base = { slug: 'accordo-riservatezza-nda', name: 'Accordo di riservatezza' };

  it('says what to do next for each outcome', () => {
    expect(
      describeSeededTemplate({
        ...base,
        outcome: 'created',
        status: 'PUBLISHED',
        stripeUrl: 'https://buy.stripe.com/x',
      }),
    ).toBe(
      'Accordo di riservatezza (accordo-riservatezza-nda): creato; pubblicato, link https://buy.stripe.com/x. Nulla da fare.',
    );
    expect(
      describeSeededTemplate({
        ...base,
        outcome: 'created',
        status: 'SUSPENDED',
        stripeUrl: placeholderPaymentLink(base.slug),
      }),
    ).toMatch(
      /creato; sospeso, senza link di pagamento\. Crea il suo Payment Link su Stripe .* rilancia con --links/,
    );
    expect(
      describeSeededTemplate({
        ...base,
        outcome: 'kept',
        status: 'PUBLISHED',
        stripeUrl: placeholderPaymentLink(base.slug),
      }),
    ).toMatch(/PUBBLICATO con il link segnaposto: sostituiscilo subito/);
    expect(describeSeededTemplate({ ...base, outcome: 'deleted' })).toMatch(/eliminato dallo staff/);
  });
});
