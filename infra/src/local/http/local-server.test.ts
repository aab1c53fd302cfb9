import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREAS, type Area } from '@redigo/shared/routes';
import type { HttpEvent, LambdaHttpHandler } from '@redigo/functions/http/http-types';
import { createLocalRequestListener } from './local-server';

const received: HttpEvent[] = [];
const echoArea: LambdaHttpHandler = async (event) => {
  received.push(event);
  const body = Buffer.from(event.body ?? '', event.isBase64Encoded ? 'base64' : 'utf8');
  return {
    statusCode: 201,
    headers: { 'content-type': 'application/octet-stream', 'x-route': event.routeKey },
    body: Buffer.concat([Buffer.from([0, 255]), body]).toString('base64'),
    isBase64Encoded: true,
  };
};

/** A request with its target sent exactly as given (fetch would normalise it). */
const rawRequest = (
  base: string,
  target: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const sent = httpRequest(
      { hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(options.body);
  });

describe('local server', () => {
  let server: Server;
  let url: string;
  const webRoot = mkdtempSync(join(tmpdir(), 'redigo-web-'));
  const outbox = mkdtempSync(join(tmpdir(), 'redigo-outbox-'));

  beforeAll(async () => {
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Redigo</title>');
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
    writeFileSync(
      join(outbox, 'mail.json'),
      JSON.stringify({
        id: 'm1',
        to: 'a@pec.it',
        subject: 'Ciao',
        text: 'Vai a http://x/y',
        html: '',
        links: ['http://x/y'],
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    );
    const areaHandlers = Object.fromEntries(AREAS.map((area) => [area, echoArea])) as Record<
      Area,
      LambdaHttpHandler
    >;
    server = createServer(createLocalRequestListener({ webRoot, outboxDirectory: outbox, areaHandlers }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => (received.length = 0));

  it('turns a request into an API Gateway v2 event and the answer back, binary bodies included', async () => {
    const payload = Buffer.from([1, 2, 3, 250]);
    const response = await fetch(`${url}/api/template/t-1/file/master?x=1&x=2&y=%C3%A8`, {
      method: 'GET',
      headers: { 'X-Custom': 'Valore', 'content-type': 'application/octet-stream' },
    });
    expect(response.status).toBe(201);
    expect(response.headers.get('x-route')).toBe('GET /api/template/{id}/file/{kind}');
    const event = received[0] as HttpEvent;
    expect(event.version).toBe('2.0');
    expect(event.pathParameters).toEqual({ id: 't-1', kind: 'master' });
    expect(event.queryStringParameters).toEqual({ x: '1,2', y: 'è' });
    expect(event.headers['x-custom']).toBe('Valore');
    expect(event.requestContext.http.method).toBe('GET');

    const upload = await fetch(`${url}/api/template/upload-master`, {
      method: 'POST',
      body: payload,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    const uploaded = received[1] as HttpEvent;
    expect(uploaded.isBase64Encoded).toBe(true);
    expect(Buffer.from(uploaded.body ?? '', 'base64')).toEqual(payload);
    expect(Buffer.from(await upload.arrayBuffer())).toEqual(Buffer.concat([Buffer.from([0, 255]), payload]));
  });

  it('passes JSON bodies as text', async () => {
    await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      body: '{"pec":"a@b.it"}',
      headers: { 'content-type': 'application/json' },
    });
    expect(received[0]?.isBase64Encoded).toBe(false);
    expect(received[0]?.body).toBe('{"pec":"a@b.it"}');
  });

  it('answers 404 and 405 for API paths outside the route table', async () => {
    const missing = await fetch(`${url}/api/nothing`);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { code: string }).code).toBe('NOT_FOUND');
    expect((await fetch(`${url}/api/auth/login`, { method: 'DELETE' })).status).toBe(405);
    expect(received).toHaveLength(0);
  });

  it('serves the SPA with a fallback for deep links and long-lived hashed assets', async () => {
    const deepLink = await fetch(`${url}/user/archivio/dettaglio-documento`);
    expect(deepLink.status).toBe(200);
    expect(await deepLink.text()).toContain('<title>Redigo</title>');
    expect(deepLink.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const asset = await fetch(`${url}/assets/app-123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${url}/../../etc/passwd`)).headers.get('content-type')).toContain('text/html');
  });

  it('lists the outbox as JSON and as a page', async () => {
    const mails = await (await fetch(`${url}/_local/mail.json`)).json();
    expect(mails).toEqual([expect.objectContaining({ id: 'm1', subject: 'Ciao', links: ['http://x/y'] })]);
    const page = await (await fetch(`${url}/_local/mail`)).text();
    expect(page).toContain('<a href="http://x/y">');
    expect(page).toContain('1 messaggio.');
  });

  it('answers 4xx, never 500, to malformed percent-encoding and to targets that are no URL', async () => {
    for (const target of ['/%E0%A4%A', '/assets/%', '/user/%zz']) {
      const response = await rawRequest(url, target);
      expect(response.status).toBe(400);
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    }
    for (const target of ['//a:b', '//[']) expect((await rawRequest(url, target)).status).toBe(404);
    expect((await fetch(`${url}/`)).status).toBe(200);
  });

  it('answers a body over 10 MB with a 413 in the API shape, then closes the connection', async () => {
    const body = Buffer.alloc(11 * 1024 * 1024, 120);
    const viaFetch = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(viaFetch.status).toBe(413);
    expect(viaFetch.headers.get('connection')).toBe('close');
    expect(await viaFetch.json()).toEqual({
      message: 'La richiesta è troppo grande.',
      code: 'PAYLOAD_TOO_LARGE',
    });
    const raw = await rawRequest(url, '/api/template/upload-master', {
      method: 'POST',
      body,
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    expect(raw.status).toBe(413);
    expect(JSON.parse(raw.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(received).toHaveLength(0);
  });

  it('adds the security headers to API answers and local pages without overriding their own headers', async () => {
    const api = await fetch(`${url}/api/template/t-1/file/master`);
    expect(api.headers.get('content-type')).toBe('application/octet-stream');
    expect(api.headers.get('x-route')).toBe('GET /api/template/{id}/file/{kind}');
    const answers = [api, await fetch(`${url}/api/nothing`), await fetch(`${url}/_local/mail`)];
    answers.push(await fetch(`${url}/_local/mail.json`));
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('strict-transport-security')).toContain('max-age=');
    }
    expect(answers[2]?.headers.get('content-type')).toContain('text/html');
  });

  it("sets CloudFront-Viewer-Address from the connection, never from the client's own header", async () => {
    await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'CloudFront-Viewer-Address': '198.51.100.7:443' },
    });
    const event = received[0] as HttpEvent;
    expect(event.headers['cloudfront-viewer-address']).toMatch(/^127\.0\.0\.1:\d+$/);
    expect(event.requestContext.http.sourceIp).toBe('127.0.0.1');
  });
});
