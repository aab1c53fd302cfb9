import { Agent, request } from 'node:http';
import { loginAs } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

/** A POST on a keep-alive agent: the client reuses the connection whenever the server lets it. */
const post = (
  agent: Agent,
  url: string,
  body: Buffer,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> =>
  new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': body.length } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });

describe('a refused upload never breaks the connection it came on', () => {
  let stack: TestStack;
  let token: string;
  beforeAll(async () => {
    stack = await startTestStack();
    token = (await loginAs(stack, 'editor')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it.each([
    ['a 6 MB file (over the 5 MB of a master)', 6],
    ['an 11 MB body (over what the server reads)', 11],
  ])(
    'answers %s twice in a row on one keep-alive agent, each with an Italian 413',
    async (_label, megabytes) => {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const boundary = 'redigo-keepalive';
      const huge = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="master"; filename="grande.docx"\r\n\r\n`,
        ),
        Buffer.alloc(megabytes * 1024 * 1024, 0x61),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const headers = {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      };
      const url = `${stack.url}/api/template/upload-master`;

      const first = await post(agent, url, huge, headers);
      const second = await post(agent, url, huge, headers);
      const third = await post(agent, `${stack.url}/api/template/delete-master`, Buffer.from('{}'), {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
      });
      agent.destroy();

      expect([first.status, second.status]).toEqual([413, 413]);
      expect(JSON.parse(second.body).message).toMatch(/[a-zà-ù]{3}/);
      expect(third.status).toBe(400);
    },
  );
});
