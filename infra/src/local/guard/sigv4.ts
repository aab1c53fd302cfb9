import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LocalCredentials } from '@redigo/functions/config/config';
import {
  ALGORITHM,
  canonicalPath,
  encode,
  fromHeader,
  fromQuery,
  headersOf,
  parseAmzDate,
  queryOf,
} from './sigv4-parsing';

/** A request as it arrived: the raw target (`/bucket/key?x=1`) and every header line. */
export interface SignedRequest {
  method: string;
  rawUrl: string;
  /** Node's `rawHeaders`: name, value, name, value... */
  rawHeaders: readonly string[];
  body: Buffer;
}

/** Why a request is refused; the guards answer each as S3 or DynamoDB would. */
export type SignatureRefusal =
  'missing' | 'malformed' | 'credentials' | 'signature' | 'expired' | 'skewed' | 'payload' | 'unsupported';

export type SignatureCheck = { ok: true } | { ok: false; refusal: SignatureRefusal };

const MAX_SKEW_MS = 15 * 60 * 1000;
const UNSIGNED = 'UNSIGNED-PAYLOAD';

const refuse = (refusal: SignatureRefusal): SignatureCheck => ({ ok: false, refusal });
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/**
 * Checks a request's AWS Signature Version 4, in the Authorization header or in a presigned URL's query, as S3 and
 * DynamoDB do: the key must be `credentials`' and the service `service`; the signature must match the canonical
 * request rebuilt from what arrived (method, path, query, every signed header, the payload's hash); the header's
 * date must be within 15 minutes of `now`, a presigned URL unexpired. A payload hash the client states (S3's
 * x-amz-content-sha256) must be the body's. So whatever was signed (a presigned PUT's size and content type, its
 * key) is enforced exactly as on AWS.
 */
export const checkSignature = (
  request: SignedRequest,
  { credentials, service, now }: { credentials: LocalCredentials; service: string; now: number },
): SignatureCheck => {
  const headers = headersOf(request.rawHeaders);
  const pairs = queryOf(request.rawUrl);
  if (!pairs) return refuse('malformed');
  const query = new Map(pairs);
  const header = headers.get('authorization');
  const presigned = query.has('X-Amz-Signature') || query.has('X-Amz-Algorithm');
  if (header === undefined && !presigned) return refuse('missing');
  if (header !== undefined && presigned) return refuse('malformed');
  const auth = header !== undefined ? fromHeader(header, headers) : fromQuery(query);
  if (!auth) return refuse('malformed');
  const signedAt = parseAmzDate(auth.amzDate);
  if (
    signedAt === null ||
    auth.scopeDate !== auth.amzDate.slice(0, 8) ||
    !auth.signedHeaders.includes('host')
  )
    return refuse('malformed');
  if (auth.accessKeyId !== credentials.accessKeyId || auth.service !== service) return refuse('credentials');
  if (auth.expires === undefined && Math.abs(now - signedAt) > MAX_SKEW_MS) return refuse('skewed');
  if (auth.expires !== undefined && (now > signedAt + auth.expires * 1000 || signedAt > now + MAX_SKEW_MS))
    return refuse('expired');
  const hoisted = pairs.find(([name]) => name.toLowerCase() === 'x-amz-content-sha256')?.[1];
  const stated = auth.expires === undefined ? headers.get('x-amz-content-sha256') : hoisted;
  if (stated?.startsWith('STREAMING-')) return refuse('unsupported');
  if (stated !== undefined && stated !== UNSIGNED && stated !== sha256(request.body))
    return refuse('payload');
  const payloadHash =
    stated ?? (auth.expires !== undefined && service === 's3' ? UNSIGNED : sha256(request.body));
  const path = canonicalPath(request.rawUrl, service);
  if (path === null) return refuse('malformed');
  const canonicalQuery = pairs
    .filter(([key]) => auth.expires === undefined || key !== 'X-Amz-Signature')
    .map(([key, value]) => [encode(key), encode(value)])
    .sort(([a = '', x = ''], [b = '', y = '']) => (a === b ? (x < y ? -1 : x > y ? 1 : 0) : a < b ? -1 : 1))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  const canonicalHeaders = auth.signedHeaders.map((name) => `${name}:${headers.get(name) ?? ''}\n`).join('');
  const canonicalRequest = [
    request.method,
    path,
    canonicalQuery,
    canonicalHeaders,
    auth.signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${auth.scopeDate}/${auth.region}/${auth.service}/aws4_request`;
  const stringToSign = [ALGORITHM, auth.amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = [auth.scopeDate, auth.region, auth.service, 'aws4_request'].reduce<Buffer | string>(
    (signingKey, part) => hmac(signingKey, part),
    `AWS4${credentials.secretAccessKey}`,
  );
  const expected = hmac(key, stringToSign);
  const given = Buffer.from(auth.signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? { ok: true }
    : refuse('signature');
};
