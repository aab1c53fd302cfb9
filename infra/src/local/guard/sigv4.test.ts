import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { LocalCredentials } from '@redigo/functions/config/config';
import { checkSignature, type SignedRequest } from './sigv4';

/** The SDK's own signer (what the S3 and DynamoDB clients use), with node:crypto as its hash. */
class Sha256 {
  private readonly hash: Hash | Hmac;
  constructor(secret?: unknown) {
    this.hash = secret ? createHmac('sha256', secret as string | Uint8Array) : createHash('sha256');
  }
  update(data: string | Uint8Array) {
    this.hash.update(data);
  }
  async digest() {
    return new Uint8Array(this.hash.digest());
  }
  reset() {}
}

const stack: LocalCredentials = { accessKeyId: 'LOCALSTACK1234', secretAccessKey: 'il-segreto-dello-stack' };
const signedAt = new Date('2026-11-27T10:00:00Z');
const now = signedAt.getTime() + 60_000;

/** As the clients sign: S3 states its payload's hash in a header, DynamoDB does not (the guard hashes the body). */
const signer = (service: string, credentials = stack) =>
  new SignatureV4({
    credentials,
    region: 'eu-south-1',
    service,
    sha256: Sha256,
    uriEscapePath: service !== 's3',
    applyChecksum: service === 's3',
  });

const strict = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

interface Draft {
  method: string;
  path: string;
  query?: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
}

const draft = ({ method, path, query = {}, headers, body }: Draft) => ({
  method,
  protocol: 'http:',
  hostname: '127.0.0.1',
  port: 4569,
  path,
  query,
  headers: { host: '127.0.0.1:4569', ...headers },
  body,
});

/** A signed request as it reaches the guard: the path and query as the SDK's HTTP handler writes them. */
const arrived = (
  signed: { method: string; path: string; query?: Record<string, unknown>; headers: Record<string, string> },
  body = '',
): SignedRequest => {
  const query = Object.entries(signed.query ?? {})
    .map(([key, value]) => `${strict(key)}=${strict(String(value))}`)
    .join('&');
  return {
    method: signed.method,
    rawUrl: query ? `${signed.path}?${query}` : signed.path,
    rawHeaders: Object.entries(signed.headers).flat(),
    body: Buffer.from(body),
  };
};

const s3Put = (body: string, headers: Record<string, string> = {}) =>
  draft({
    method: 'PUT',
    path: `/redigo-local-masters/masters/abc/${strict('Contratto è (1).docx')}`,
    headers: {
      'content-type': 'application/octet-stream',
      'x-amz-content-sha256': createHash('sha256').update(body).digest('hex'),
      ...headers,
    },
    body,
  });

const check = (request: SignedRequest, service = 's3', at = now) =>
  checkSignature(request, { credentials: stack, service, now: at });

describe('checkSignature (AWS Signature Version 4)', () => {
  it('takes a request the SDK signed with the stack key: an S3 PUT of a key with spaces and accents', async () => {
    const signed = await signer('s3').sign(s3Put('contenuto'), { signingDate: signedAt });
    expect(check(arrived(signed, 'contenuto'))).toEqual({ ok: true });
  });

  it('refuses no signature, another key, another secret, another service', async () => {
    const unsigned = arrived(s3Put('x'), 'x');
    const otherKey = await signer('s3', { ...stack, accessKeyId: 'LOCALALTRO' }).sign(s3Put('x'), {
      signingDate: signedAt,
    });
    const otherSecret = await signer('s3', { ...stack, secretAccessKey: 'indovinato' }).sign(s3Put('x'), {
      signingDate: signedAt,
    });
    const otherService = await signer('dynamodb').sign(s3Put('x'), { signingDate: signedAt });

    expect(check(unsigned)).toEqual({ ok: false, refusal: 'missing' });
    expect(check(arrived(otherKey, 'x'))).toEqual({ ok: false, refusal: 'credentials' });
    expect(check(arrived(otherSecret, 'x'))).toEqual({ ok: false, refusal: 'signature' });
    expect(check(arrived(otherService, 'x'))).toEqual({ ok: false, refusal: 'credentials' });
  });

  it('refuses a body other than the one hashed, a signed header changed, a clock 20 minutes off', async () => {
    const signed = await signer('s3').sign(s3Put('originale'), { signingDate: signedAt });
    const request = arrived(signed, 'originale');
    const retyped = {
      ...request,
      rawHeaders: request.rawHeaders.map((value) =>
        value === 'application/octet-stream' ? 'text/html' : value,
      ),
    };

    expect(check({ ...request, body: Buffer.from('sostituito') })).toEqual({ ok: false, refusal: 'payload' });
    expect(check(retyped)).toEqual({ ok: false, refusal: 'signature' });
    expect(check(request, 's3', now + 20 * 60_000)).toEqual({ ok: false, refusal: 'skewed' });
  });

  it('holds a presigned PUT to what was signed: its size, its type, its key, its expiry', async () => {
    const presigned = await signer('s3').presign(
      draft({
        method: 'PUT',
        path: '/redigo-local-masters/uploads/u1/x/master.docx',
        query: { 'x-id': 'PutObject' },
        // As the S3 presigner sends it: the payload is not signed, the size and the type are.
        headers: {
          'content-length': '5',
          'content-type': 'application/vnd.openxmlformats',
          'x-amz-content-sha256': 'UNSIGNED-PAYLOAD',
        },
      }),
      {
        signingDate: signedAt,
        expiresIn: 300,
        unsignableHeaders: new Set(),
        signableHeaders: new Set(['content-length', 'content-type']),
      },
    );
    const request = arrived(presigned, '12345');
    const withHeader = (name: string, value: string) => ({
      ...request,
      rawHeaders: [...request.rawHeaders.filter((_, i, all) => all[i - (i % 2)] !== name), name, value],
    });

    expect(check(request)).toEqual({ ok: true });
    expect(check({ ...withHeader('content-length', '6'), body: Buffer.from('123456') })).toEqual({
      ok: false,
      refusal: 'signature',
    });
    expect(check(withHeader('content-type', 'text/html'))).toEqual({ ok: false, refusal: 'signature' });
    expect(check({ ...request, rawUrl: request.rawUrl.replace('master.docx', 'altro.docx') })).toEqual({
      ok: false,
      refusal: 'signature',
    });
    expect(check(request, 's3', signedAt.getTime() + 301_000)).toEqual({ ok: false, refusal: 'expired' });
  });

  it('hashes a DynamoDB body itself: a changed body is a wrong signature', async () => {
    const body = '{"TableName":"redigo-local-users","Key":{"id":{"S":"u1"}}}';
    const signed = await signer('dynamodb').sign(
      draft({
        method: 'POST',
        path: '/',
        headers: {
          'content-type': 'application/x-amz-json-1.0',
          'x-amz-target': 'DynamoDB_20120810.GetItem',
        },
        body,
      }),
      { signingDate: signedAt },
    );

    expect(check(arrived(signed, body), 'dynamodb')).toEqual({ ok: true });
    expect(check(arrived(signed, body.replace('u1', 'u2')), 'dynamodb')).toEqual({
      ok: false,
      refusal: 'signature',
    });
  });
});
