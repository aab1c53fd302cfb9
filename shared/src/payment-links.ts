/**
 * A payment link that stands in for a real one until staff paste it: on the `.invalid` top-level domain, which
 * is reserved (RFC 2606) and never resolves, so it can't pass for a Stripe Payment Link. Templates seeded into an
 * AWS stage without their links get one; a template can't be published with it.
 */
export const PLACEHOLDER_PAYMENT_LINK_PREFIX = 'https://link-di-pagamento-da-sostituire.invalid/';

export const placeholderPaymentLink = (slug: string): string => `${PLACEHOLDER_PAYMENT_LINK_PREFIX}${slug}`;

/** Whether a stripe_url is a placeholder: any address whose host is under `.invalid`. */
export const isPlaceholderPaymentLink = (url: string): boolean => {
  try {
    const { hostname } = new URL(url);
    return hostname === 'invalid' || hostname.endsWith('.invalid');
  } catch {
    return false;
  }
};
