import {
  amountInWords,
  formatEuroAmount,
  formatItalianAmount,
  formatItalianNumber,
  numberInWords,
  parseItalianNumber,
} from './numbers';

describe('Italian numbers', () => {
  it.each([
    ['12', '12'],
    ['1234.5', '1.234,5'],
    ['-1234567.125', '-1.234.567,125'],
    ['999999999999', '999.999.999.999'],
    ['0.5', '0,5'],
  ])('writes the number %s as %s', (canonical, written) => {
    expect(formatItalianNumber(canonical)).toBe(written);
  });

  it.each([
    ['1234.5', '1.234,50'],
    ['2023', '2.023,00'],
    ['999999999.99', '999.999.999,99'],
    ['0.07', '0,07'],
  ])('writes the amount %s as %s', (canonical, written) => {
    expect(formatItalianAmount(canonical)).toBe(written);
  });

  it('shows an amount with the euro sign', () => {
    expect(formatEuroAmount('1234.5')).toBe('1.234,50 €');
  });

  it.each([
    ['2023', 'duemilaventitré/00'],
    ['1500.5', 'millecinquecento/50'],
    ['999999999.99', 'novecentonovantanove milioni novecentonovantanovemilanovecentonovantanove/99'],
    ['0.3', 'zero/30'],
  ])('writes the amount %s in words as %s', (canonical, words) => {
    expect(amountInWords(canonical)).toBe(words);
  });

  it.each([
    ['48', 'quarantotto'],
    ['-3', 'meno tre'],
    ['2.5', 'due virgola cinque'],
    ['1.05', 'uno virgola zero cinque'],
  ])('writes the number %s in words as %s', (canonical, words) => {
    expect(numberInWords(canonical)).toBe(words);
  });

  it.each([
    ['1234,5', '1234.5'],
    ['1.234,5', '1234.5'],
    [' 1.234.567 ', '1234567'],
    ['12', '12'],
    ['-3,25', '-3.25'],
    ['0,50', '0.50'],
    ['1.234,50 €', '1234.50'],
  ])('reads what was typed, %s, as %s', (typed, canonical) => {
    expect(parseItalianNumber(typed)).toBe(canonical);
  });

  it.each(['', 'abc', '1,2,3', '12.34', '1..234', ',5', '1.2345'])('refuses %j', (typed) => {
    expect(parseItalianNumber(typed)).toBeNull();
  });
});
