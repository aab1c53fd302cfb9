import { randomBytes } from 'node:crypto';
import type { LocalCredentials } from '@redigo/functions/config/config';

/**
 * A fresh access key for a local stand-in, kept only in memory by the process that starts it: an id of letters and
 * digits (DynamoDB Local refuses others) and a secret of 240 random bits.
 */
export const newLocalCredentials = (): LocalCredentials => ({
  accessKeyId: `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`,
  secretAccessKey: randomBytes(30).toString('base64url'),
});
