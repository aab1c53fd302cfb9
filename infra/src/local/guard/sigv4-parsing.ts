/** What a Signature Version 4 request says, read from its raw parts (sigv4.ts checks it). */

export const ALGORITHM = 'AWS4-HMAC-SHA256';
const MAX_PRESIGNED_SECONDS = 7 * 24 * 3600;
const AMZ_DATE = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/;

/** RFC 3986 encoding, as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
export const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

const decode = (text: string): string | null => {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
};

export const parseAmzDate = (text: string | undefined): number | null => {
  const match = AMZ_DATE.exec(text ?? '');
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0, s ?? 0);
};

/** The query's parameters, decoded, in their order; null when one cannot be decoded. */
export const queryOf = (rawUrl: string): [string, string][] | null => {
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
export const headersOf = (rawHeaders: readonly string[]): Map<string, string> => {
  const headers = new Map<string, string>();
  for (let index = 0; index + 1 < rawHeaders.length; index += 2) {
    const name = (rawHeaders[index] ?? '').toLowerCase();
    const value = (rawHeaders[index + 1] ?? '').trim().replace(/\s+/g, ' ');
    headers.set(name, headers.has(name) ? `${headers.get(name)},${value}` : value);
  }
  return headers;
};

/** S3 signs the path as sent; the other services the path encoded once more (segment by segment). */
export const canonicalPath = (rawUrl: string, service: string): string | null => {
  const path = rawUrl.split('?')[0] || '/';
  const segments = path.split('/').map(decode);
  if (segments.some((segment) => segment === null)) return null;
  const once = (segments as string[]).map(encode);
  return (service === 's3' ? once : once.map(encode)).join('/');
};

export interface Authorization {
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

export const fromHeader = (header: string, headers: Map<string, string>): Authorization | null => {
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

export const fromQuery = (query: Map<string, string>): Authorization | null => {
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
