import { seedTemplates } from '../../infra/src/seed/templates/index';
import { templateMessages } from '@redigo/shared/messages/templates';
import { placeholderPaymentLink } from '@redigo/shared/payment-links';
import { loginAs } from '../support/accounts';
import {
  createPublishedTemplate,
  editableBody,
  ensureCategory,
  templateBody,
  uploadTemplateFiles,
} from '../support/templates';
import { buildTemplateFiles } from '../../infra/src/seed/templates/index';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const [lease, nda] = seedTemplates as [(typeof seedTemplates)[number], (typeof seedTemplates)[number]];
const HIDDEN_FROM_USERS = ['json_questions', 'file_name', 'preview_name', 'version'];

describe('templates: saving, reading, listing, deleting', () => {
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

  const get = (path: string, token: string) => stack.api.get(`/api${path}`, { token });

  /** A template saved (SUSPENDED) by the editor, from the lease's documents. */
  const saveSuspended = async (overrides: Record<string, unknown> = {}, token = tokens.editor) => {
    const files = buildTemplateFiles(lease);
    const uploaded = await uploadTemplateFiles(stack, token, {
      master: { fileName: 'locazione.docx', buffer: files.master },
      preview: { fileName: 'locazione-anteprima.docx', buffer: files.preview },
    });
    const categoryId = await ensureCategory(stack, lease.categoryName);
    return stack.api.post(
      '/api/template',
      templateBody(lease, categoryId, uploaded.body.data, { name: `Bozza ${Math.random()}`, ...overrides }),
      { token },
    );
  };

  describe('POST /template', () => {
    it('creates a SUSPENDED template whose creator is the caller, for editors and admins', async () => {
      const response = await saveSuspended({ name: 'Locazione di prova' });
      const byAdmin = await saveSuspended({}, tokens.admin);

      expect(response.status).toBe(201);
      expect(response.body.data).toMatchObject({
        id: expect.any(String),
        name: 'Locazione di prova',
        status: 'SUSPENDED',
        price: lease.price,
        categoryId: { id: expect.any(String), name: lease.categoryName },
        userId: { name: 'Elena', surname: 'Redattrice' },
        json_questions: lease.questions,
        file_name: expect.stringMatching(/^masters\//),
        preview_name: expect.stringMatching(/^masters\//),
        version: 1,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(byAdmin.status).toBe(201);
      expect(byAdmin.body.data.userId).toMatchObject({ name: 'Amministratore' });
    });

    it('takes the question and minute ranges as optional (null when not given), digits only when given', async () => {
      const ranges = { min_questions: '', max_questions: undefined, min_time: null, max_time: undefined };
      const response = await saveSuspended(ranges);
      const catalogue = await stack.api.put(
        `/api/template/${response.body.data.id}/status`,
        { status: 'PUBLISHED' },
        { token: tokens.editor },
      );
      const seen = await get(`/template/${response.body.data.id}`, tokens.user);
      const updated = await stack.api.put(
        `/api/template/${response.body.data.id}`,
        editableBody(catalogue.body.data, { min_time: '5', max_time: 12 }),
        { token: tokens.editor },
      );
      const refused = await saveSuspended({ min_questions: 'tanti', max_time: 3, min_time: 4 });

      expect([response.status, catalogue.status, seen.status, updated.status]).toEqual([201, 200, 200, 200]);
      expect(response.body.data).toMatchObject({
        min_questions: null,
        max_questions: null,
        min_time: null,
        max_time: null,
      });
      expect(seen.body.data).toMatchObject({ min_time: null, max_questions: null });
      expect(updated.body.data).toMatchObject({ min_time: 5, max_time: 12, min_questions: null });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(
        expect.arrayContaining([
          'Numero minimo di domande: Deve essere un numero',
          expect.stringMatching(/^Minuti massimi di compilazione: /),
        ]),
      );
    });

    it('is refused to users (403) and without a token (401), before the body is read', async () => {
      expect((await stack.api.post('/api/template', {}, { token: tokens.user })).status).toBe(403);
      expect((await stack.api.post('/api/template', {})).status).toBe(401);
    });
  });

  describe('GET /template/{id}', () => {
    it('shows staff a suspended template, and answers 404 to users until it is published', async () => {
      const { id } = (await saveSuspended()).body.data;

      expect((await get(`/template/${id}`, tokens.admin)).status).toBe(200);
      expect((await get(`/template/${id}`, tokens.user)).status).toBe(404);
      expect(
        (await stack.api.put(`/api/template/${id}/status`, { status: 'PUBLISHED' }, { token: tokens.editor }))
          .status,
      ).toBe(200);

      const seen = await get(`/template/${id}`, tokens.user);
      expect(seen.status).toBe(200);
      for (const field of HIDDEN_FROM_USERS) expect(seen.body.data).not.toHaveProperty(field);
      expect(seen.body.data).toMatchObject({ id, status: 'PUBLISHED', stripe_url: expect.any(String) });
    });

    it('answers 404 for an unknown id, and for the id of a file record', async () => {
      const uploaded = await uploadTemplateFiles(stack, tokens.editor, {
        master: { fileName: 'x.docx', buffer: buildTemplateFiles(nda).master },
      });

      expect((await get('/template/nessuno', tokens.editor)).status).toBe(404);
      const fileId = encodeURIComponent(`file#${uploaded.body.data.file_name}`);
      expect((await get(`/template/${fileId}`, tokens.editor)).status).toBe(404);
    });
  });

  describe('PUT /template/{id}', () => {
    it('saves the changes under the next version, and refuses a stale version with 409', async () => {
      const template = (await saveSuspended()).body.data;

      const updated = await stack.api.put(
        `/api/template/${template.id}`,
        editableBody(template, { name: 'Nuovo titolo', price: 45.5 }),
        { token: tokens.editor },
      );
      expect(updated.status).toBe(200);
      expect(updated.body.data).toMatchObject({ name: 'Nuovo titolo', price: 45.5, version: 2 });
      expect(updated.body.data.createdAt).toBe(template.createdAt);

      const stale = await stack.api.put(`/api/template/${template.id}`, editableBody(template), {
        token: tokens.editor,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.message).toContain('modificato nel frattempo');
    });

    it('lets exactly one of concurrent changes of the same version through', async () => {
      const template = (await saveSuspended()).body.data;
      const change = (name: string) =>
        stack.api.put(`/api/template/${template.id}`, editableBody(template, { name }), {
          token: tokens.editor,
        });

      const statuses = (await Promise.all([change('Uno'), change('Due'), change('Tre')])).map(
        (r) => r.status,
      );

      expect(statuses.sort()).toEqual([200, 409, 409]);
      expect((await get(`/template/${template.id}`, tokens.editor)).body.data.version).toBe(2);
    });

    it('is refused to users, and answers 404 for an unknown template', async () => {
      const template = (await saveSuspended()).body.data;

      expect((await stack.api.put(`/api/template/${template.id}`, {}, { token: tokens.user })).status).toBe(
        403,
      );
      const unknown = await stack.api.put('/api/template/nessuno', editableBody(template), {
        token: tokens.editor,
      });
      expect(unknown.status).toBe(404);
    });
  });

  describe('PUT /template/{id}/status', () => {
    it('suspends and publishes, for staff only, and refuses an unknown status', async () => {
      const template = await createPublishedTemplate(stack, tokens.editor);
      const setStatus = (status: unknown, token = tokens.admin) =>
        stack.api.put(`/api/template/${template.id}/status`, { status }, { token });

      expect((await setStatus('SUSPENDED')).body.data.status).toBe('SUSPENDED');
      expect((await setStatus('SUSPENDED')).status).toBe(200);
      expect((await setStatus('PUBLISHED', tokens.user)).status).toBe(403);
      expect((await setStatus('BOZZA')).status).toBe(400);
      expect((await setStatus('PUBLISHED')).body.data.status).toBe('PUBLISHED');
    });

    it('tells staff whether a template was ever published: a draft until the first publication', async () => {
      const saved = await saveSuspended();
      const id = saved.body.data.id as string;
      const setStatus = (status: string) =>
        stack.api.put(`/api/template/${id}/status`, { status }, { token: tokens.editor });

      expect(saved.body.data).toMatchObject({ status: 'SUSPENDED', published_once: false });
      expect((await setStatus('PUBLISHED')).body.data).toMatchObject({
        status: 'PUBLISHED',
        published_once: true,
      });
      expect((await setStatus('SUSPENDED')).body.data).toMatchObject({
        status: 'SUSPENDED',
        published_once: true,
      });
    });

    it("refuses to publish a template whose payment link is still a seed's placeholder", async () => {
      const saved = await saveSuspended({ stripe_url: placeholderPaymentLink('locazione') });
      const publish = () =>
        stack.api.put(
          `/api/template/${saved.body.data.id}/status`,
          { status: 'PUBLISHED' },
          { token: tokens.editor },
        );

      const refused = await publish();
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toContain(templateMessages.publishNeedsPaymentLink);

      const relinked = await stack.api.put(
        `/api/template/${saved.body.data.id}`,
        editableBody(saved.body.data, { stripe_url: 'https://buy.stripe.com/test_locazione' }),
        { token: tokens.editor },
      );
      expect(relinked.status).toBe(200);
      expect((await publish()).body.data.status).toBe('PUBLISHED');
    });
  });

  describe('DELETE /template/{id}', () => {
    it('takes the template out of every list and read, for staff only', async () => {
      const template = await createPublishedTemplate(stack, tokens.editor, nda, { name: 'Da eliminare 1' });

      expect((await stack.api.delete(`/api/template/${template.id}`, { token: tokens.user })).status).toBe(
        403,
      );
      expect((await stack.api.delete(`/api/template/${template.id}`, { token: tokens.editor })).status).toBe(
        204,
      );

      for (const token of Object.values(tokens)) {
        expect((await get(`/template/${template.id}`, token)).status).toBe(404);
        expect((await get('/template?name=Da%20eliminare%201', token)).body.data.totalResults).toBe(0);
      }
      const { id } = template;
      expect((await stack.api.delete(`/api/template/${id}`, { token: tokens.editor })).status).toBe(404);
      expect(
        (await stack.api.put(`/api/template/${id}`, editableBody(template), { token: tokens.editor })).status,
      ).toBe(404);
      expect(
        (await stack.api.put(`/api/template/${id}/status`, { status: 'PUBLISHED' }, { token: tokens.editor }))
          .status,
      ).toBe(404);
      expect((await get(`/template/${id}/file/master`, tokens.editor)).status).toBe(404);
    });

    it('keeps the stored item and files for the contracts started on it', async () => {
      const template = await createPublishedTemplate(stack, tokens.editor);
      await stack.api.delete(`/api/template/${template.id}`, { token: tokens.editor });

      const { findTemplateById } =
        await import('@redigo/functions/infrastructure/dynamodb/templates/template-table');
      const stored = await findTemplateById(
        stack.infrastructure.dynamo,
        stack.config.tables.templates,
        template.id,
      );
      expect(stored).toMatchObject({
        id: template.id,
        deletedAt: expect.any(String),
        file_name: template.file_name,
      });
      expect(stored).not.toHaveProperty('listKey');
      expect(await stack.infrastructure.files.masters.get(template.file_name)).toBeInstanceOf(Buffer);
    });
  });

  describe('GET /template', () => {
    let category: string;
    const names = (response: Json): string[] => response.body.data.results.map((t: Json) => t.name);

    beforeAll(async () => {
      category = await ensureCategory(stack, 'Categoria della ricerca');
      for (const name of ['Ricerca Società Uno', 'ricerca società due', 'Ricerca tre']) {
        await createPublishedTemplate(stack, tokens.editor, nda, { name, categoryId: category });
      }
      await saveSuspended({ name: 'Ricerca sospesa', categoryId: category });
    });

    it('shows users only published templates, without questions or files, whatever status they ask', async () => {
      for (const query of ['', '&status=SUSPENDED']) {
        const response = await get(`/template?categoryId=${category}${query}`, tokens.user);

        expect(response.status).toBe(200);
        expect(names(response).sort()).toEqual(['Ricerca Società Uno', 'Ricerca tre', 'ricerca società due']);
        for (const template of response.body.data.results) {
          expect(template.status).toBe('PUBLISHED');
          for (const field of HIDDEN_FROM_USERS) expect(template).not.toHaveProperty(field);
        }
      }
    });

    it('shows staff everything, newest first, and filters by status on request', async () => {
      const all = await get(`/template?categoryId=${category}`, tokens.editor);
      const suspended = await get(`/template?categoryId=${category}&status=SUSPENDED`, tokens.admin);

      expect(names(all)).toEqual([
        'Ricerca sospesa',
        'Ricerca tre',
        'ricerca società due',
        'Ricerca Società Uno',
      ]);
      expect(all.body.data.results[0]).toHaveProperty('json_questions');
      expect(names(suspended)).toEqual(['Ricerca sospesa']);
    });

    it('searches a part of the name whatever the case and the accents', async () => {
      for (const search of ['società', 'SOCIETA', 'cietà u']) {
        const response = await get(`/template?name=${encodeURIComponent(search)}`, tokens.user);
        expect({ search, found: names(response).length }).toEqual({
          search,
          found: search === 'cietà u' ? 1 : 2,
        });
      }
      expect((await get('/template?name=nessun%20titolo%20simile', tokens.user)).body.data.results).toEqual(
        [],
      );
    });

    it('pages with the totals of the whole filtered list', async () => {
      const first = await get(`/template?categoryId=${category}&limit=3`, tokens.editor);
      const second = await get(`/template?categoryId=${category}&limit=3&page=2`, tokens.editor);
      const past = await get(`/template?categoryId=${category}&limit=3&page=3`, tokens.editor);

      expect(first.body.data).toMatchObject({ page: 1, totalPages: 2, totalResults: 4 });
      expect(names(first)).toHaveLength(3);
      expect(second.body.data).toMatchObject({ page: 2, totalPages: 2, totalResults: 4 });
      expect(names(second)).toEqual(['Ricerca Società Uno']);
      expect(past.body.data).toMatchObject({ results: [], page: 3, totalResults: 4 });
    });

    it('refuses a bad query with 400 and a caller without a token with 401', async () => {
      expect((await get('/template?page=0', tokens.user)).status).toBe(400);
      expect((await get('/template?status=BOZZA', tokens.editor)).status).toBe(400);
      expect((await stack.api.get('/api/template')).status).toBe(401);
    });
  });
});
