import { isValidCodiceFiscale, isValidPartitaIva, isItalianProvince, ITALIAN_PROVINCES } from './index';

describe('codice fiscale', () => {
  it.each([
    'RSSMRA85T10A562S',
    'rssmra85t10a562s',
    'RSS MRA 85T10 A562S',
    'MRTMTT25D09F205Z',
    'RSSMRA85T10A56NH',
  ])('accepts the person form %s', (code) => expect(isValidCodiceFiscale(code)).toBe(true));

  it.each(['RSSMRA85T10A562T', 'RSSMRA85Z10A562S', 'RSSMRA85T10A562', '12345678901', '', 'RSSMRA85T10A56?S'])(
    'refuses %s',
    (code) => expect(isValidCodiceFiscale(code)).toBe(false),
  );

  it('takes the 11-digit form of a firm only when asked, with its check digit', () => {
    expect(isValidCodiceFiscale('01114601006', { allowNumeric: true })).toBe(true);
    expect(isValidCodiceFiscale('01114601006')).toBe(false);
    expect(isValidCodiceFiscale('01114601007', { allowNumeric: true })).toBe(false);
  });
});

describe('partita IVA', () => {
  it.each(['01114601006', '00743110157', '12345678903'])('accepts %s', (code) =>
    expect(isValidPartitaIva(code)).toBe(true),
  );
  it.each(['01114601007', '1114601006', '0111460100A', '00000000000'])('refuses %s', (code) =>
    expect(isValidPartitaIva(code)).toBe(false),
  );
});

describe('provinces', () => {
  it('lists the 107 provinces and metropolitan cities by code', () => {
    expect(Object.keys(ITALIAN_PROVINCES)).toHaveLength(107);
    expect(isItalianProvince('RM')).toBe(true);
    expect(isItalianProvince('mi')).toBe(true);
    expect(isItalianProvince('XX')).toBe(false);
    expect(isItalianProvince('toString')).toBe(false);
  });
});
