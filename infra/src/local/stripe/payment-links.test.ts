import { isPaymentLinkPath, paymentLinkIdIn } from './payment-links';

describe('stand-in payment link addresses', () => {
  it('reads the link id, percent-decoded', () => {
    expect(paymentLinkIdIn('/_local/stripe/pay/plink_locazione')).toBe('plink_locazione');
    expect(paymentLinkIdIn('/_local/stripe/pay/plink%5Fnda')).toBe('plink_nda');
  });

  it('names no link for other addresses, malformed ids or malformed percent-encoding, without throwing', () => {
    expect(paymentLinkIdIn('/_local/mail')).toBeUndefined();
    expect(paymentLinkIdIn('/_local/stripe/pay/')).toBeUndefined();
    expect(paymentLinkIdIn('/_local/stripe/pay/a/b')).toBeUndefined();
    expect(paymentLinkIdIn('/_local/stripe/pay/%E0%A4%A')).toBeUndefined();
    expect(paymentLinkIdIn('/_local/stripe/pay/%')).toBeUndefined();
    expect(isPaymentLinkPath('/_local/stripe/pay/%')).toBe(true);
  });
});
