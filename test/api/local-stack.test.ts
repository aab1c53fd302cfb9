import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDynamoUserRepository } from '@redigo/functions/infrastructure/dynamodb/users/user-table';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('the local stack', () => {
  let stack: TestStack;

  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.stop();
  });

  it('serves the SPA at / and at deep links', async () => {
    for (const path of ['/', '/user/contratti']) {
      const response = await fetch(`${stack.url}${path}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Redigo</title>');
    }
  });

  it('answers API errors as JSON with an Italian message and a code', async () => {
    const response = await stack.api.get('/api/user');
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ message: expect.stringMatching(/accedi/), code: 'UNAUTHORIZED' });
  });

  it('serves the outbox as JSON', async () => {
    const response = await stack.api.get('/_local/mail.json');
    expect(response.status).toBe(200);
    expect(Array.isArray(response.body)).toBe(true);
  });

  it('seeds the admin and the editor with hashed passwords', async () => {
    const users = createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);
    const admin = await users.findByPec('ADMIN@pec.local');
    const editor = await users.findByPec('editor@pec.local');
    expect(admin).toMatchObject({ role: 'admin', status: 'confermato', email_verified: true });
    expect(editor).toMatchObject({ role: 'editor', status: 'confermato' });
    expect(admin?.passwordHash).toMatch(/^scrypt\$/);
    expect(await stack.infrastructure.passwordHasher.verify('Admin!2345', admin?.passwordHash ?? '')).toBe(
      true,
    );
  });

  it('keeps its data and secrets across a restart on the same data folder', async () => {
    const users = createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);
    const adminBefore = await users.findByPec('admin@pec.local');
    const secretsBefore = readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8');
    await stack.stop();
    stack = await startTestStack({ dataDir: stack.dataDir, tablePrefix: stack.tablePrefix });
    const restartedUsers = createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);
    expect((await restartedUsers.findByPec('admin@pec.local'))?.id).toBe(adminBefore?.id);
    expect(readFileSync(join(stack.dataDir, 'secrets.json'), 'utf8')).toBe(secretsBefore);
  });
});
