import { createDynamoUserRepository } from '@redigo/functions/infrastructure/dynamodb/users/user-table';
import {
  demoAccount,
  linkToken,
  login,
  loginAs,
  registerVerifiedApprovedLawyer,
  registrationBody,
  uniquePec,
  type SignedIn,
} from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

// The stack starts in a few seconds and hashes with real scrypt: more than jest's default 5 s.

describe('users', () => {
  let stack: TestStack;
  let admin: SignedIn;
  let lawyer: SignedIn;
  const users = () => createDynamoUserRepository(stack.infrastructure.dynamo, stack.config.tables.users);
  const list = (query: string) => stack.api.get(`/api/user${query}`, { token: admin.token });

  beforeAll(async () => {
    stack = await startTestStack();
    admin = await loginAs(stack, 'admin');
    lawyer = await registerVerifiedApprovedLawyer(stack, { name: 'Nicolò', surname: 'Esposito' });
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('GET /user (admin)', () => {
    it('pages the users newest first, never with a password hash', async () => {
      // Act
      const response = await list('');

      // Assess
      expect(response.status).toBe(200);
      const page = response.body.data;
      expect(page).toMatchObject({ page: 1, totalPages: 1, totalResults: 4 });
      expect(page.results[0]).toEqual({
        id: lawyer.user.id,
        name: 'Nicolò',
        surname: 'Esposito',
        pec: lawyer.pec,
        role: 'user',
        status: 'confermato',
        newsletter: false,
        email_verified: true,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      expect(response.raw.toString()).not.toMatch(/scrypt|passwordHash|consents/);
    });

    it('filters by status, verification and a search on name, surname or PEC', async () => {
      // Prepare: one pending unverified, one pending verified, one cancelled
      const unverified = registrationBody({ name: 'Piero', surname: 'Attesa' });
      const verified = registrationBody({ name: 'Paola', surname: 'Verificata' });
      const cancelled = registrationBody({ name: 'Carlo', surname: 'Cancellato' });
      for (const body of [unverified, verified, cancelled]) await stack.api.post('/api/auth/register', body);
      for (const body of [verified, cancelled])
        await stack.api.post(
          `/api/auth/verify-email?token=${await linkToken(stack, body.pec, '/verify-email')}`,
        );
      const gone = await users().findByPec(cancelled.pec);
      await users().changeStatus(gone?.id ?? '', 'in attesa', 'cancellato', new Date().toISOString());
      const pecs = async (query: string) =>
        ((await list(query)).body.data.results as { pec: string }[]).map((user) => user.pec);

      // Act and assess
      expect(await pecs('?status=in%20attesa')).toEqual([verified.pec, unverified.pec]);
      expect(await pecs('?status=in%20attesa&email_verified=true')).toEqual([verified.pec]);
      expect(await pecs('?email_verified=false')).toEqual([unverified.pec]);
      expect(await pecs('?name=NICOLO')).toEqual([lawyer.pec]);
      expect(await pecs(`?name=${encodeURIComponent('paola verif')}`)).toEqual([verified.pec]);
      expect(await pecs('?name=pec.local')).toEqual(
        expect.arrayContaining([demoAccount('admin').pec, demoAccount('editor').pec]),
      );
      expect(await pecs('?limit=1000')).not.toContain(cancelled.pec);
      expect((await list('?status=cancellato')).status).toBe(400);
    });

    it('caps the page size at 1000 and answers a page past the end with no results', async () => {
      const capped = await list('?limit=5000');
      const paged = await list('?limit=2&page=2');
      const past = await list('?limit=2&page=99');
      expect(capped.status).toBe(200);
      expect(paged.body.data).toMatchObject({ page: 2, totalResults: 6, totalPages: 3 });
      expect(paged.body.data.results).toHaveLength(2);
      expect(past.body.data).toMatchObject({ results: [], page: 99, totalPages: 3 });
    });

    it.each([
      '?page=0',
      '?page=abc',
      '?limit=0',
      '?limit=-3',
      '?limit=2.5',
      '?email_verified=forse',
      '?status=attivo',
    ])('refuses the query %s with a 400 in Italian', async (query) => {
      const response = await list(query);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('VALIDATION_FAILED');
    });
  });

  describe('POST /user (admin)', () => {
    const editorBody = () => ({
      name: 'Elio',
      surname: 'Redattore',
      pec: uniquePec('editor'),
      password: 'Scrivania#Blu4',
    });

    it('creates a confirmed, verified editor who can sign in (the extra fields the SPA sends are fine)', async () => {
      // Act
      const body = { ...editorBody(), role: 'editor', email_verified: true, status: 'confermato' };
      const response = await stack.api.post('/api/user', body, { token: admin.token });

      // Assess
      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        role: 'editor',
        status: 'confermato',
        email_verified: true,
      });
      expect(response.body.data.passwordHash).toBeUndefined();
      const editor = await login(stack, body.pec, body.password);
      expect(editor.user.role).toBe('editor');
    });

    it.each(['admin', 'user', 'superuser'])('refuses the role %s', async (role) => {
      const response = await stack.api.post('/api/user', { ...editorBody(), role }, { token: admin.token });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe('Da qui si possono creare solo utenti editor.');
    });

    it('refuses a PEC already registered with 409, and a weak password with 400', async () => {
      const duplicate = await stack.api.post(
        '/api/user',
        { ...editorBody(), pec: lawyer.pec.toUpperCase() },
        { token: admin.token },
      );
      const weak = await stack.api.post(
        '/api/user',
        { ...editorBody(), password: 'debole' },
        { token: admin.token },
      );
      expect(duplicate.status).toBe(409);
      expect(duplicate.body.message).toBe('Esiste già un account con questa PEC.');
      expect(weak.status).toBe(400);
    });
  });
});
