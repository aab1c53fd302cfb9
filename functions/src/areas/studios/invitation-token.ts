import { createHash, randomBytes } from 'node:crypto';

/** An invitation's token: 128 random bits, URL-safe; only its SHA-256 is stored. */
export const newInvitationToken = (): string => randomBytes(16).toString('base64url');

export const hashInvitationToken = (token: string): string =>
  createHash('sha256').update(token, 'utf8').digest('hex');
