import { mkdtempSync, readdirSync, statSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { registrationBody } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

/** A GET with the Host header a browser would send for that name (fetch does not let a caller set Host). */
const getWithHost = (url: string, host: string): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      { hostname: target.hostname, port: target.port, path: target.pathname, headers: { host } },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end();
  });

const modeOf = (path: string): number => statSync(path).mode & 0o777;

describe('local mode keeps its data and its pages to this machine', () => {
  let stack: TestStack;
  const dataDir = join(mkdtempSync(join(tmpdir(), 'redigo-hardening-')), 'nuova');

  beforeAll(async () => {
    stack = await startTestStack({ dataDir });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('answers 421 to a Host that is not this machine or APP_URL (DNS rebinding), and serves the loopback names', async () => {
    const port = new URL(stack.url).port;
    const rebound = await getWithHost(`${stack.url}/_local/mail.json`, `evil.example:${port}`);
    expect(rebound.status).toBe(421);
    expect(JSON.parse(rebound.body).message).toMatch(/risponde solo a 127\.0\.0\.1/);

    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`]) {
      expect({ host, status: (await getWithHost(`${stack.url}/_local/mail.json`, host)).status }).toEqual({
        host,
        status: 200,
      });
    }
  });

  it('creates its data folder for the user alone (0700), and the outbox files too (0600)', async () => {
    expect(await stack.api.post('/api/auth/register', registrationBody())).toMatchObject({ status: 201 });
    expect(modeOf(dataDir)).toBe(0o700);
    const outbox = readdirSync(dataDir, { recursive: true, withFileTypes: true }).filter(
      (entry) => entry.isFile() && entry.parentPath.includes('outbox'),
    );
    expect(outbox.length).toBeGreaterThan(0);
    for (const file of outbox) expect(modeOf(join(file.parentPath, file.name)) & 0o077).toBe(0);
  });

  it('binds its own services to the loopback address only', () => {
    expect(new URL(stack.url).hostname).toBe('127.0.0.1');
    expect(new URL(stack.config.local?.s3.endpoint ?? '').hostname).toBe('127.0.0.1');
  });
});
