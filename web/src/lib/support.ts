import { product } from '@redigo/shared/product';

/** A mailto link to the support address, with an optional subject. */
export const supportMailto = (subject?: string): string =>
  `mailto:${product.supportEmail}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
