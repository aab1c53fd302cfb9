import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A link's token: 128 random bits, URL-safe (22 characters). Only its hash is stored (security/opaque-token.ts). */
export const newLinkToken = (): string => randomBytes(16).toString('base64url');

/** A link's code: 6 random digits. */
export const newLinkCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** The stored form of a code: bound to its link, so the same 6 digits hash differently on every link. */
export const hashCode = (linkId: string, code: string): string =>
  createHash('sha256').update(`${linkId}:${code}`, 'utf8').digest('hex');

/** Whether a code matches the stored hash, compared in constant time. */
export const codeMatches = (linkId: string, code: string, storedHash: string): boolean => {
  const given = Buffer.from(hashCode(linkId, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
};
