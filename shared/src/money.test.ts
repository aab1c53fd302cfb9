import { formatEuroCents, priceBreakdownCents, toCents, totalCentsWithVat } from './money';

describe('money', () => {
  it.each([
    [100, 12200],
    [49.9, 6088],
    [0.01, 1],
    [0.02, 2],
    [0.03, 4],
    [19.99, 2439],
    [1234.56, 150616],
  ])('adds 22%% VAT to %p euro, rounding half up in cents', (price, expected) => {
    expect(totalCentsWithVat(price)).toBe(expected);
  });

  it('reads prices with floating-point noise as the intended cents', () => {
    expect(toCents(0.29)).toBe(29);
    expect(toCents(1.005)).toBe(101);
  });

  it('splits subtotal, VAT and total so that they add up', () => {
    const { subtotal, vat, total } = priceBreakdownCents(49.9);
    expect([subtotal, vat, total]).toEqual([4990, 1098, 6088]);
    expect(subtotal + vat).toBe(total);
  });

  it('formats euro as it-IT does (CLDR groups thousands from five digits on)', () => {
    const plain = (cents: number) => formatEuroCents(cents).replace(/\s/g, ' ');
    expect(plain(6088)).toBe('60,88 €');
    expect(plain(150616)).toBe('1506,16 €');
    expect(plain(1234567)).toBe('12.345,67 €');
  });
});
