import { birthDateOfCodiceFiscale, decodeCodiceFiscaleBirth } from './index';

describe('the birth a codice fiscale holds', () => {
  it('reads the sex, the month letter and the day, 40 added for a woman', () => {
    expect(decodeCodiceFiscaleBirth('RSSMRA85T10A562S')).toEqual({
      sex: 'M',
      yearOfCentury: 85,
      month: 12,
      day: 10,
    });
    expect(decodeCodiceFiscaleBirth('bnclra90a41h501f')).toEqual({
      sex: 'F',
      yearOfCentury: 90,
      month: 1,
      day: 1,
    });
  });

  it('reads the digits omocodia replaced with letters', () => {
    expect(decodeCodiceFiscaleBirth('BNCLRA90A4MH50MP')).toEqual({
      sex: 'F',
      yearOfCentury: 90,
      month: 1,
      day: 1,
    });
  });

  it('has nothing to say of an invalid code', () => {
    expect(decodeCodiceFiscaleBirth('RSSMRA85T10A562T')).toBeNull();
    expect(decodeCodiceFiscaleBirth('12345678903')).toBeNull();
  });

  it('puts the birth in the latest century that does not make it future', () => {
    expect(birthDateOfCodiceFiscale('VRDGPP01E15F205C', '2026-03-01')).toBe('2001-05-15');
    expect(birthDateOfCodiceFiscale('RSSMRA85T10A562S', '2026-03-01')).toBe('1985-12-10');
    expect(birthDateOfCodiceFiscale('VRDGPP01E15F205C', '2001-05-14')).toBe('1901-05-15');
  });

  it('finds no date for 29 February of a year of the century without one', () => {
    expect(decodeCodiceFiscaleBirth('NRELSN02B69H501C')).toMatchObject({ month: 2, day: 29 });
    expect(birthDateOfCodiceFiscale('NRELSN02B69H501C', '2026-03-01')).toBeNull();
  });
});
