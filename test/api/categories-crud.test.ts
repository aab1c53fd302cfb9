import { seedCategoryNames } from '../../infra/src/seed/seed-templates';
import { loginAs } from '../support/accounts';
import { createPublishedTemplate, editableBody } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('categories', () => {
  let stack: TestStack;
  const tokens = { admin: '', editor: '', user: '' };

  beforeAll(async () => {
    stack = await startTestStack();
    for (const role of ['admin', 'editor', 'user'] as const)
      tokens[role] = (await loginAs(stack, role)).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const list = (query = '', token = tokens.user) => stack.api.get(`/api/category${query}`, { token });
  const create = (name: unknown, token = tokens.admin) =>
    stack.api.post('/api/category', { name }, { token });
  const names = (response: { body: { data: { results: { name: string }[] } } }) =>
    response.body.data.results.map((category) => category.name);

  describe('GET /category', () => {
    it('answers every signed-in role, and 401 without a token', async () => {
      for (const token of Object.values(tokens)) expect((await list('', token)).status).toBe(200);
      expect((await stack.api.get('/api/category')).status).toBe(401);
    });

    it('sorts by name whatever the case and the accents, and pages with totals', async () => {
      for (const name of ['zeta prova', 'Àlfa prova', 'beta prova'])
        expect((await create(name)).status).toBe(201);
      const everything = await list('?limit=1000');
      const total = seedCategoryNames.length + 3;

      expect(everything.body.data).toMatchObject({ page: 1, totalPages: 1, totalResults: total });
      const sorted = [...names(everything)].sort((a, b) => a.localeCompare(b, 'it', { sensitivity: 'base' }));
      expect(names(everything)).toEqual(sorted);
      expect(names(everything)[0]).toBe('Àlfa prova');

      const second = await list('?page=2&limit=2');
      expect(second.body.data).toMatchObject({
        page: 2,
        totalPages: Math.ceil(total / 2),
        totalResults: total,
      });
      expect(names(second)).toEqual(names(everything).slice(2, 4));
      expect((await list('?page=99')).body.data).toMatchObject({
        results: [],
        page: 99,
        totalResults: total,
      });
    });

    it('defaults to 10 a page, caps the limit at 1000 and refuses a bad page', async () => {
      expect((await list()).body.data.results.length).toBeLessThanOrEqual(10);
      expect((await list('?limit=5000')).status).toBe(200);
      for (const query of ['?page=0', '?page=due', '?limit=-1', '?limit=1.5']) {
        const response = await list(query);
        expect({ query, status: response.status }).toEqual({ query, status: 400 });
        expect(response.body.code).toBe('VALIDATION_FAILED');
      }
    });
  });

  describe('POST /category', () => {
    it('creates for admins only: 201 with id and name, 403 for editors and users, 401 without a token', async () => {
      const response = await create('  Diritto   di famiglia ');

      expect(response.status).toBe(201);
      expect(response.body.data).toEqual({ id: expect.any(String), name: 'Diritto di famiglia' });
      expect((await create('Altro', tokens.editor)).status).toBe(403);
      expect((await create('Altro', tokens.user)).status).toBe(403);
      expect((await stack.api.post('/api/category', { name: 'Altro' })).status).toBe(401);
    });

    it('refuses a name already taken, whatever its case, with 409', async () => {
      const response = await create('LOCAZIONI');

      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        message: 'Esiste già una categoria con questo nome.',
        code: 'CONFLICT',
      });
    });

    it('lets exactly one of two concurrent creations with the same name through', async () => {
      const responses = await Promise.all([create('Gara concorrente'), create('gara CONCORRENTE')]);

      expect(responses.map((response) => response.status).sort()).toEqual([201, 409]);
    });

    it.each([[undefined], ['   '], [''], [{ testo: 'x' }], [['Lavoro']], ['x'.repeat(101)]])(
      'refuses the name %p with 400',
      async (name) => {
        const response = await create(name);

        expect(response.status).toBe(400);
        expect(response.body.code).toBe('VALIDATION_FAILED');
      },
    );
  });

  describe('PUT /category/{id}', () => {
    it('renames, frees the old name, and refuses a name another category has', async () => {
      const { id } = (await create('Da rinominare')).body.data;

      const renamed = await stack.api.put(
        `/api/category/${id}`,
        { name: 'Rinominata' },
        { token: tokens.admin },
      );
      expect(renamed.status).toBe(200);
      expect(renamed.body.data).toEqual({ id, name: 'Rinominata' });
      expect((await create('da rinominare')).status).toBe(201);

      const taken = await stack.api.put(
        `/api/category/${id}`,
        { name: 'locazioni' },
        { token: tokens.admin },
      );
      expect(taken.status).toBe(409);
      const sameName = await stack.api.put(
        `/api/category/${id}`,
        { name: 'RINOMINATA' },
        { token: tokens.admin },
      );
      expect(sameName.status).toBe(200);
      expect(names(await list('?limit=1000'))).toContain('RINOMINATA');
    });

    it('answers 404 for an unknown id, 403 for editors and 400 for a missing name', async () => {
      const { id } = (await create('Per i permessi')).body.data;

      expect(
        (await stack.api.put('/api/category/nessuna', { name: 'X' }, { token: tokens.admin })).status,
      ).toBe(404);
      expect(
        (await stack.api.put(`/api/category/${id}`, { name: 'X' }, { token: tokens.editor })).status,
      ).toBe(403);
      expect((await stack.api.put(`/api/category/${id}`, {}, { token: tokens.admin })).status).toBe(400);
    });
  });

  describe('DELETE /category/{id}', () => {
    it('deletes with 204, frees the name, and answers 404 afterwards', async () => {
      const { id } = (await create('Effimera')).body.data;

      expect((await stack.api.delete(`/api/category/${id}`, { token: tokens.editor })).status).toBe(403);
      expect((await stack.api.delete(`/api/category/${id}`, { token: tokens.admin })).status).toBe(204);
      expect((await stack.api.delete(`/api/category/${id}`, { token: tokens.admin })).status).toBe(404);
      expect(names(await list('?limit=1000'))).not.toContain('Effimera');
      expect((await create('Effimera')).status).toBe(201);
    });

    it('refuses with 409 while a template uses it, and allows it once the template is deleted', async () => {
      const { id: categoryId } = (await create('In uso')).body.data;
      const template = await createPublishedTemplate(stack, tokens.editor, undefined, { categoryId });

      const refused = await stack.api.delete(`/api/category/${categoryId}`, { token: tokens.admin });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain('usata da almeno un modello');

      expect((await stack.api.delete(`/api/template/${template.id}`, { token: tokens.editor })).status).toBe(
        204,
      );
      expect((await stack.api.delete(`/api/category/${categoryId}`, { token: tokens.admin })).status).toBe(
        204,
      );
    });

    it('follows a template that moves to another category', async () => {
      const { id: first } = (await create('Prima')).body.data;
      const { id: second } = (await create('Seconda')).body.data;
      const template = await createPublishedTemplate(stack, tokens.editor, undefined, { categoryId: first });

      const moved = await stack.api.put(
        `/api/template/${template.id}`,
        editableBody(template, { categoryId: second }),
        { token: tokens.editor },
      );
      expect(moved.status).toBe(200);
      expect(moved.body.data.categoryId).toEqual({ id: second, name: 'Seconda' });
      expect((await stack.api.delete(`/api/category/${first}`, { token: tokens.admin })).status).toBe(204);
      expect((await stack.api.delete(`/api/category/${second}`, { token: tokens.admin })).status).toBe(409);
    });
  });
});
