import { isEmailAddress } from './email-address';

describe('isEmailAddress', () => {
  it.each([
    'avvocato@pec.local',
    'mario.rossi@pec.ordineavvocatiroma.it',
    "o'brien+studio@legalmail.it",
    'A.B@PEC.IT',
    'info@xn--societ-fua.it',
    `a@${'b'.repeat(63)}.${'c'.repeat(63)}.it`,
  ])('takes %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it('takes a PEC whose domain has 56 characters (finding 4)', () => {
    const domain = `pec.${'studiolegaleassociatobianchirossiverdi'.padEnd(49, 'e')}.it`;
    expect(domain).toHaveLength(56);
    expect(isEmailAddress(`avvocato@${domain}`)).toBe(true);
  });

  it.each([
    ['no top-level domain', 'studio.avvocato@pec'],
    ['a numeric top-level domain', 'a.b@pec.123'],
    ['no @', 'studio.pec.it'],
    ['two @', 'a@b@pec.it'],
    ['an empty local part', '@pec.it'],
    ['a dot at the start', '.mario@pec.it'],
    ['two dots', 'mario..rossi@pec.it'],
    ['a space', 'mario rossi@pec.it'],
    ['a quoted local part', '"mario"@pec.it'],
    ['an accented letter', 'niccolò@pec.it'],
    ['a domain literal', 'mario@[192.0.2.1]'],
    ['a label with a hyphen at its end', 'mario@pec-.it'],
    ['an empty label', 'mario@pec..it'],
    ['a label of 64 characters', `mario@${'a'.repeat(64)}.it`],
    ['fewer than 7 characters', 'a@b.it'],
    [
      'more than 254 characters',
      `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.it`,
    ],
    ['a local part of 65 characters', `${'a'.repeat(65)}@pec.it`],
    ['a noncharacter', 'mario\ufffe@pec.it'],
  ])('refuses %s', (_, address) => expect(isEmailAddress(address)).toBe(false));
});
