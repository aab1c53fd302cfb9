import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { LocalCredentials } from '@redigo/functions/config/config';

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

const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_SKEW_MS = 15 * 60 * 1000;
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const UNSIGNED = 'UNSIGNED-PAYLOAD';
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

const refuse = (refusal: SignatureRefusal): SignatureCheck => ({ ok: false, refusal });
const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

const parseAmzDate = (text: string | undefined): number | null => {
  const match = AMZ_DATE.exec(text ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
};

/** The query's parameters, decoded, in their order; null when one cannot be decoded. */
const queryOf = (rawUrl: string): [string, string][] | null => {
  const at = rawUrl.indexOf('?');
  if (at < 0) return [];
  const pairs: [string, string][] = [];
  for (const part of rawUrl.slice(at + 1).split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = decode(equals < 0 ? part : part.slice(0, equals));
    const value = decode(equals < 0 ? '' : part.slice(equals + 1));
    if (key === null || value === null) return null;
    pairs.push([key, value]);
  }
  return pairs;
};

/** Header values by lower-case name, repeated lines joined with ','. */
const headersOf = (rawHeaders: readonly string[]): Map<string, string> => {
  const headers = new Map<string, string>();
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    const value = (rawHeaders[index + 1] ?? '').trim().replace(/\s+/g, ' ');
    headers.set(name, headers.has(name) ? `${headers.get(name)},${value}` : value);
  }
  return headers;
};

/** S3 signs the path as sent; the other services the path encoded once more (segment by segment). */
const canonicalPath = (rawUrl: string, service: string): string | null => {
  const path = rawUrl.split('?')[0] || '/';
  const segments = path.split('/').map(decode);
  if (segments.some((segment) => segment === null)) return null;
  const once = (segments as string[]).map(encode);
  return (service === 's3' ? once : once.map(encode)).join('/');
};

interface Authorization {
  accessKeyId: string;
  scopeDate: string;
  region: string;
  service: string;
  signedHeaders: string[];
  signature: string;
  amzDate: string;
  /** Presigned: how long the URL is valid, in seconds. */
  expires?: number;
}

const credentialOf = (credential: string) => {
  const [accessKeyId, scopeDate, region, service, terminal, ...rest] = credential.split('/');
  if (!accessKeyId || !scopeDate || !region || !service || terminal !== 'aws4_request' || rest.length > 0)
    return null;
  return { accessKeyId, scopeDate, region, service };
};

const fromHeader = (header: string, headers: Map<string, string>): Authorization | null => {
  if (!header.startsWith(`${ALGORITHM} `)) return null;
  const fields = new Map(
    header
      .slice(ALGORITHM.length + 1)
      .split(',')
      .map((field) => field.trim().split('=') as [string, string | undefined]),
  );
  const credential = credentialOf(fields.get('Credential') ?? '');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  const amzDate = headers.get('x-amz-date');
  if (!credential || !signedHeaders || !signature || !amzDate) return null;
  return { ...credential, signedHeaders: signedHeaders.split(';'), signature, amzDate };
};

const fromQuery = (query: Map<string, string>): Authorization | null => {
  const credential = credentialOf(query.get('X-Amz-Credential') ?? '');
  const signedHeaders = query.get('X-Amz-SignedHeaders');
  const signature = query.get('X-Amz-Signature');
  const amzDate = query.get('X-Amz-Date');
  const expires = Number(query.get('X-Amz-Expires'));
  if (query.get('X-Amz-Algorithm') !== ALGORITHM || !credential || !signedHeaders || !signature || !amzDate)
    return null;
  if (!Number.isInteger(expires) || expires < 1 || expires > MAX_PRESIGNED_SECONDS) return null;
  return { ...credential, signedHeaders: signedHeaders.split(';'), signature, amzDate, expires };
};

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
