import { isPlaceholderPaymentLink, placeholderPaymentLink } from './payment-links';

describe('isPlaceholderPaymentLink', () => {
  it('recognises the seed placeholder and any address under .invalid', () => {
    expect(isPlaceholderPaymentLink(placeholderPaymentLink('nda'))).toBe(true);
    expect(isPlaceholderPaymentLink('https://pagamento.invalid/x')).toBe(true);
  });

  it('leaves real links, and text that is no address, alone', () => {
    expect(isPlaceholderPaymentLink('https://buy.stripe.com/test_123')).toBe(false);
    expect(isPlaceholderPaymentLink('https://invalid.example.com/x')).toBe(false);
    expect(isPlaceholderPaymentLink('non un indirizzo')).toBe(false);
  });
});
