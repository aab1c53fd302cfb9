import { TEMPLATE_LIMITS, type Question } from '@redigo/shared/domain/question';
import { validationMessages as m } from '@redigo/shared/messages/validation';
import { loginAs } from '../support/accounts';
import { eventually } from '../support/eventually';
import { articleMaster, choiceQuestions } from '../support/large-template';
import { ensureCategory, uploadTemplateFiles } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('bounded work: the limits of a template, and «Verifica tutti i percorsi» within its time', () => {
  let stack: TestStack;
  let editor: string;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startTestStack({ seed: true });
    editor = (await loginAs(stack, 'editor')).token;
    categoryId = await ensureCategory(stack, 'Verifiche');
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const body = (json_questions: unknown, files: { file_name: string; preview_name: string }) => ({
    name: `Limiti ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Un modello grande',
    categoryId,
    price: 10,
    stripe_url: 'https://buy.stripe.com/test_bounds',
    json_questions,
    ...files,
  });

  const uploadFor = async (questions: Question[]) => {
    const uploaded = await uploadTemplateFiles(stack, editor, {
      master: { fileName: 'master.docx', buffer: articleMaster(questions) },
      preview: { fileName: 'anteprima.docx', buffer: articleMaster(questions.slice(0, 10)) },
      questions,
    });
    expect(uploaded.status).toBe(200);
    return uploaded.body.data as { file_name: string; preview_name: string };
  };

  it.each([
    ['201 questions', choiceQuestions(TEMPLATE_LIMITS.questions + 1, 2), m.tooManyQuestions],
    ['a choice of 51 options', choiceQuestions(1, TEMPLATE_LIMITS.options + 1), m.tooManyOptions],
    [
      'an option of 201 characters',
      [{ ...choiceQuestions(1, 2)[0], options: ['Sì', 'x'.repeat(201)] }],
      m.optionTooLong,
    ],
  ])('refuses %s with 400 at save and at both uploads, storing nothing', async (_, questions, message) => {
    const files = await uploadFor(choiceQuestions(2, 2));

    const created = await stack.api.post('/api/template', body(questions, files), { token: editor });
    const uploaded = await uploadTemplateFiles(stack, editor, {
      master: { fileName: 'altro master.docx', buffer: articleMaster(choiceQuestions(2, 2)) },
      questions,
    });
    const completed = await stack.api.post(
      '/api/template/upload-complete',
      { master_key: 'uploads/nessuno/x/master.docx', questions },
      { token: editor },
    );

    for (const response of [created, uploaded, completed]) {
      expect(response.status).toBe(400);
      expect(response.body.errors).toContainEqual(expect.stringContaining(message));
    }
    const listed = await stack.api.get(`/api/template?name=${encodeURIComponent('Limiti')}`, {
      token: editor,
    });
    expect(listed.body.data.results).toEqual([]);
  });

  it('takes the largest template the limits allow, and a change to it past them gets 400', async () => {
    const largest = choiceQuestions(TEMPLATE_LIMITS.questions, TEMPLATE_LIMITS.options);
    const created = await stack.api.post(
      '/api/template',
      body(largest, await uploadFor(choiceQuestions(2, 2))),
      {
        token: editor,
      },
    );
    expect(created.status).toBe(201);

    const { file_name, preview_name, version } = created.body.data;
    const changed = await stack.api.put(
      `/api/template/${created.body.data.id}`,
      {
        ...body([...largest, { ...choiceQuestions(1, 2)[0], variable: 'extra' }], {
          file_name,
          preview_name,
        }),
        version,
      },
      { token: editor },
    );
    expect(changed.status).toBe(400);
    expect(changed.body.errors).toContainEqual(expect.stringContaining(m.tooManyQuestions));
  });

  it('verifies and publishes a template of 100 questions of 6 options, while other requests keep being answered', async () => {
    const questions = choiceQuestions(100, 6);
    const created = await stack.api.post('/api/template', body(questions, await uploadFor(questions)), {
      token: editor,
    });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;

    // Meanwhile a lawyer answers a seeded questionnaire: the next question, one request after another.
    const lawyer = (await loginAs(stack, 'user')).token;
    const catalogue = await stack.api.get('/api/template?limit=100', { token: lawyer });
    const seeded: string = catalogue.body.data.results[0].id;
    // When each of the lawyer's answers came back; the verification's own span, to count those within it.
    const answeredAt: number[] = [];
    let busy = true;
    const probing = (async () => {
      while (busy) {
        const result = await stack.api.post(`/api/contract/questions?type=${seeded}`, {}, { token: lawyer });
        expect(result.status).toBe(200);
        answeredAt.push(performance.now());
      }
    })();
    // The verification starts once the lawyer has had an answer, so that the probe is under way before it.
    await eventually('the lawyer answered once', () => answeredAt.length > 0);
    const verifyStarted = performance.now();
    const verified = await stack.api.post(`/api/template/${id}/verify-paths`, undefined, { token: editor });
    const verifyEnded = performance.now();
    const published = await stack.api.put(
      `/api/template/${id}/status`,
      { status: 'PUBLISHED' },
      { token: editor },
    );
    busy = false;
    await probing;

    expect(verified.status).toBe(200);
    const report: Json = verified.body.data;
    expect(report).toMatchObject({ exhaustive: false, errors: 0 });
    // A complete pairwise set of 6 options needs at least 36 paths; on a busy machine a sample of fewer, said so.
    expect(report.combinations).toBeGreaterThanOrEqual(report.sampled ? 2 : 36);
    expect(published.status).toBe(200);
    // The paths are walked off the event loop: the server went on answering the lawyer while it verified (a
    // verification on the event loop would answer no one until it ended). How long each took is the bench's
    // (docs/design.md), not a test's: here only that answers kept coming, whatever the machine's speed.
    const duringVerification = answeredAt.filter((at) => at > verifyStarted && at < verifyEnded);
    expect(duringVerification.length).toBeGreaterThanOrEqual(1);
  });
});
