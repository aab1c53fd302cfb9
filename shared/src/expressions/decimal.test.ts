import {
  add,
  compare,
  divide,
  multiply,
  parseDecimal,
  roundHalfUp,
  subtract,
  toPlainString,
  type Decimal,
} from './decimal';

const d = (text: string): Decimal => {
  const value = parseDecimal(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
};
const text = (value: Decimal | null): string | null => (value ? toPlainString(value) : null);

describe('exact decimal arithmetic', () => {
  it('adds without binary floating point: 0.1 + 0.2 is 0.3', () => {
    expect(text(add(d('0.1'), d('0.2')))).toBe('0.3');
  });

  it('multiplies exactly: 1234.56 * 0.22 is 271.6032', () => {
    expect(text(multiply(d('1234.56'), d('0.22')))).toBe('271.6032');
  });

  it.each([
    ['10', '4', '2.5'],
    ['1', '8', '0.125'],
    ['-7', '2', '-3.5'],
    ['1', '3', '0.33333333333333333333'],
    ['2', '3', '0.66666666666666666667'],
    ['100', '3', '33.333333333333333333'],
    ['1', '300', '0.0033333333333333333333'],
    ['0', '3', '0'],
    ['1234.56', '12', '102.88'],
  ])('divides %s by %s: %s', (a, b, expected) => {
    expect(text(divide(d(a), d(b)))).toBe(expected);
  });

  it('a division by zero has no result', () => {
    expect(divide(d('5'), d('0'))).toBeNull();
  });

  it('subtracts and compares', () => {
    expect(text(subtract(d('1'), d('1.25')))).toBe('-0.25');
    expect(compare(d('1.50'), d('1.5'))).toBe(0);
    expect(compare(d('-2'), d('1'))).toBe(-1);
    expect(compare(d('100.01'), d('100'))).toBe(1);
  });

  it.each([
    ['271.6032', 2, '271.6'],
    ['2.345', 2, '2.35'],
    ['2.344999', 2, '2.34'],
    ['-2.345', 2, '-2.35'],
    ['14814.5', 0, '14815'],
    ['0.66666666666666666667', 6, '0.666667'],
    ['12', 2, '12'],
  ])('rounds %s half up to %i decimals: %s', (value, decimals, expected) => {
    expect(text(roundHalfUp(d(value), decimals))).toBe(expected);
  });

  it('writes a canonical text, with at least the decimals asked', () => {
    expect(toPlainString(d('12.50'))).toBe('12.5');
    expect(toPlainString(d('12'), 2)).toBe('12.00');
    expect(toPlainString(d('-0.5'), 2)).toBe('-0.50');
    expect(toPlainString(d('0.001'))).toBe('0.001');
  });

  it('reads only a dot for decimals', () => {
    expect(parseDecimal('1,5')).toBeNull();
    expect(parseDecimal('1.')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });
});
