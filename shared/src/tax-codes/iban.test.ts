import { formatIban, ibanProblem, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each([
    'IT60X0542811101000000123456',
    'DE89370400440532013000',
    'FR1420041010050500013M02606',
    'GB29NWBK60161331926819',
    'NO9386011117947',
    'MT84MALT011000012345MTLCAST001S',
    'BE68539007547034',
  ])('accepts %s', (iban) => {
    expect(ibanProblem(iban)).toBeNull();
  });

  it.each([
    ['IT61X0542811101000000123456', 'check'],
    ['IT60X054281110100000012345', 'length'],
    ['IT60X05428111010000001234567', 'length'],
    ['ZZ60X0542811101000000123456', 'country'],
    ['IT6OX0542811101000000123456', 'form'],
    ['it60x0542811101000000123456', 'form'],
    ['', 'form'],
  ])('refuses %s: %s', (iban, problem) => {
    expect(ibanProblem(iban)).toBe(problem);
  });

  it('is stored in upper case without spaces and written in groups of four', () => {
    expect(normalizeIban(' it60 x054 2811 1010 0000 0123 456 ')).toBe('IT60X0542811101000000123456');
    expect(formatIban('IT60X0542811101000000123456')).toBe('IT60 X054 2811 1010 0000 0123 456');
    expect(formatIban('NO9386011117947')).toBe('NO93 8601 1117 947');
  });
});
