import { createHash, randomBytes } from 'node:crypto';

const TOKEN_BYTES = 32;

/** A random token for a link or a refresh: 256 bits, URL-safe. Only its hash is ever stored. */
export const newOpaqueToken = (): string => randomBytes(TOKEN_BYTES).toString('base64url');

/** The stored form of an opaque token: SHA-256, hex. A leaked table holds no usable token. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');
