import { leaseQuestions } from '@redigo/shared/questionnaire/test-support/questions';
import { documentText } from '@redigo/functions/documents/test-support/docx-fixture';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { loginAs } from '../support/accounts';
import { ensureCategory, uploadParagraphs } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const MASTER = [
  'Il conduttore prende in locazione un immobile ad uso {tipo}.',
  '{#tipo == "Abitativo"}Deposito: {#deposito == "Sì"}{importo}{/}{/}',
  '{#extra | contiene:"Giardino"}Giardino curato dal {manutenzione_giardino}.{/}',
  'Durata {durata}, extra: {extra}.',
];
const PREVIEW = ['Anteprima per uso {tipo}.'];

describe('template documents for staff', () => {
  let stack: TestStack;
  let editor: string;
  let user: string;
  let template: Json;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = (await loginAs(stack, 'editor')).token;
    user = (await loginAs(stack, 'user')).token;
    const uploaded = await uploadParagraphs(stack, editor, MASTER, PREVIEW, leaseQuestions());
    const saved = await stack.api.post(
      '/api/template',
      {
        name: 'Locazione: prova / "documenti"',
        description: 'Prova',
        categoryId: await ensureCategory(stack, 'Locazioni'),
        price: 10,
        stripe_url: 'https://buy.stripe.com/test_docs',
        min_time: 1,
        max_time: 2,
        min_questions: 3,
        max_questions: 6,
        json_questions: leaseQuestions(),
        ...uploaded.body.data,
      },
      { token: editor },
    );
    template = saved.body.data;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  describe('GET /template/{id}/file/{kind}', () => {
    it('gives staff the master and the preview, named as they were uploaded', async () => {
      const master = await stack.api.get(`/api/template/${template.id}/file/master`, { token: editor });
      const preview = await stack.api.get(`/api/template/${template.id}/file/preview`, { token: editor });

      expect(master.status).toBe(200);
      expect(master.headers.get('content-disposition')).toContain('filename="master.docx"');
      expect(documentText(master.raw)).toContain('Durata {durata}');
      expect(preview.headers.get('content-disposition')).toContain('filename="anteprima.docx"');
      expect(documentText(preview.raw)).toBe('Anteprima per uso {tipo}.');
    });

    it('answers 403 to users, 404 for another kind or an unknown template', async () => {
      expect((await stack.api.get(`/api/template/${template.id}/file/master`, { token: user })).status).toBe(
        403,
      );
      expect((await stack.api.get(`/api/template/${template.id}/file/altro`, { token: editor })).status).toBe(
        404,
      );
      expect((await stack.api.get('/api/template/nessuno/file/master', { token: editor })).status).toBe(404);
    });
  });

  describe('PUT /template/{id}/download-test', () => {
    const downloadTest = (body: unknown, token = editor, id = template.id) =>
      stack.api.put(`/api/template/${id}/download-test`, body, { token });

    it('renders the full master with the answers, as an attachment named after the title', async () => {
      const response = await downloadTest({
        answers: {
          tipo: 'Abitativo',
          deposito: 'Sì',
          importo: 'Due mensilità',
          extra: ['Giardino', 'Box', 'Cantina'],
          manutenzione_giardino: 'Conduttore',
          durata: '4+4',
        },
      });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('wordprocessingml');
      expect(response.headers.get('content-disposition')).toContain(
        'filename="Locazione prova documenti.docx"',
      );
      expect(documentText(response.raw).split('\n')).toEqual([
        'Il conduttore prende in locazione un immobile ad uso Abitativo.',
        'Deposito: Due mensilità',
        'Giardino curato dal Conduttore.',
        'Durata 4+4, extra: Giardino, Box e Cantina.',
      ]);
    });

    it('leaves out the sections whose conditions do not hold, with their emptied paragraphs, and questions not answered', async () => {
      const response = await downloadTest({ answers: { tipo: 'Commerciale', extra: ['Box'] } });

      expect(documentText(response.raw).split('\n')).toEqual([
        'Il conduttore prende in locazione un immobile ad uso Commerciale.',
        'Durata , extra: Box.',
      ]);
    });

    it.each([
      [
        'an answer outside the options',
        { tipo: 'Agricolo' },
        '"Agricolo" non è una delle risposte possibili',
      ],
      ['an unknown question', { canone: '100' }, 'La domanda "canone" non esiste in questo modello.'],
      ['a list for a single choice', { tipo: ['Abitativo'] }, 'ammette una sola risposta'],
      ['a single value for a multiple choice', { extra: 'Box' }, 'ammette più risposte'],
    ])('refuses %s with 400', async (_, answers, message) => {
      const response = await downloadTest({ answers });

      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.stringContaining(message)]);
    });

    it('renders the preview with the answers when kind is preview, as a lawyer gets it', async () => {
      const response = await downloadTest({ answers: { tipo: 'Commerciale' }, kind: 'preview' });

      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toContain(
        'filename="Anteprima - Locazione prova documenti.docx"',
      );
      expect(documentText(response.raw).split('\n')).toEqual(['Anteprima per uso Commerciale.']);
      const master = await downloadTest({ answers: { tipo: 'Commerciale' }, kind: 'master' });
      expect(documentText(master.raw)).toContain('ad uso Commerciale');
    });

    it.each(['anteprima', 3, ['preview']])('refuses kind %p with an Italian 400', async (kind) => {
      const response = await downloadTest({ answers: {}, kind });
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual([expect.stringContaining('oppure "preview"')]);
    });

    it('refuses answers of the wrong shape with 400, users with 403, an unknown template with 404', async () => {
      expect((await downloadTest({ answers: 'tutte' })).status).toBe(400);
      expect((await downloadTest({ answers: {} }, user)).status).toBe(403);
      expect((await downloadTest({ answers: {} }, editor, 'nessuno')).status).toBe(404);
    });

    it('renders a seeded template with a full set of sample answers', async () => {
      const seeded = (await stack.api.get('/api/template?limit=100', { token: editor })).body.data.results;
      const definition = seedTemplates[0]!;
      const lease = seeded.find((each: Json) => each.name === definition.name);

      const paths = reachableAnswerSets(definition.questions);
      const longest = paths.reduce((a, b) => (Object.keys(b).length > Object.keys(a).length ? b : a));

      const response = await downloadTest({ answers: longest }, editor, lease.id);

      expect(response.status).toBe(200);
      const text = documentText(response.raw);
      expect(text).not.toMatch(/[{}]|undefined/);
      expect(text).toContain('SI CONVIENE E SI STIPULA QUANTO SEGUE');
    });
  });
});
