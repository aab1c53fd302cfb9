import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { buildDocx } from '@redigo/functions/documents/test-support/docx-fixture';
import type { Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { loginAs } from '../support/accounts';
import { createPublishedTemplate, templateBody, uploadTemplateFiles } from '../support/templates';
import { seedTemplates, type TemplateDefinition } from '../../infra/src/seed/templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

/** A group of 20 items of 30 texts of up to 2,000 characters: 1.2 million characters of answers. */
const hugeGroup = (): Question =>
  group(
    'parti',
    Array.from({ length: 30 }, (_, index) =>
      field(typed(`campo_${index}`, 'text', { max_length: 2000 }), `Campo ${index + 1}`),
    ),
    { min_items: 1, max_items: 20, item_label: 'Parte', question: 'Chi sono le parti?' },
  );

/** That group answered at its longest: every item, every field, 2,000 characters each. */
const hugeItems = () =>
  Array.from({ length: 20 }, (_, item) =>
    Object.fromEntries(
      Array.from({ length: 30 }, (__, index) => [`campo_${index}`, `${item}`.padEnd(2000, 'x')]),
    ),
  );

/**
 * A contract is one DynamoDB item of at most 400 KB (docs/api.md, "Templates", Limits): a template whose answers
 * could outgrow it is refused, and a save that would outgrow it anyway gets 413 before anything is stored.
 */
describe('what a contract can keep', () => {
  let stack: TestStack;
  let admin = '';
  let user = '';

  beforeAll(async () => {
    stack = await startTestStack();
    admin = (await loginAs(stack, 'admin')).token;
    user = (await loginAs(stack, 'user')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const tooLarge = expect.stringMatching(
    /Le risposte a queste domande possono occupare fino a \d+ KB, oltre i 300 KB .*"parti".*\(max_items\).*\(max_length\)/,
  );

  it('refuses a template whose answers could outgrow a contract: on save (400) and in the upload check', async () => {
    const questions = [hugeGroup()];
    const created = await stack.api.post(
      '/api/template',
      templateBody(
        seedTemplates[0] as TemplateDefinition,
        'categoria',
        { file_name: 'a.docx', preview_name: 'b.docx' },
        {
          name: 'Troppe risposte',
          json_questions: questions,
        },
      ),
      { token: admin },
    );
    expect(created.status).toBe(400);
    expect(created.body.errors).toContainEqual(tooLarge);

    const uploaded = await uploadTemplateFiles(stack, admin, {
      master: { fileName: 'parti.docx', buffer: buildDocx({ paragraphs: ['{#parti}{campo_0}{/parti}'] }) },
      preview: { fileName: 'anteprima.docx', buffer: buildDocx({ paragraphs: ['Anteprima.'] }) },
      questions,
    });
    expect(uploaded.status).toBe(200);
    expect(uploaded.body.data.check.errors).toContainEqual(tooLarge);
  });

  describe('a template stored before the rule', () => {
    let templateId = '';
    const listTotal = async () =>
      (await stack.api.get('/api/contract?status=TO_COMPLETE', { token: user })).body.data
        .totalResults as number;

    beforeAll(async () => {
      const template = await createPublishedTemplate(stack, admin);
      templateId = String(template.id);
      // As an older server stored it: the questions written straight into its item, past today's rule.
      await stack.infrastructure.dynamo.send(
        new UpdateCommand({
          TableName: stack.config.tables.templates,
          Key: { id: templateId },
          UpdateExpression: 'SET json_questions = :questions',
          ExpressionAttributeValues: { ':questions': [hugeGroup()] },
        }),
      );
    });

    const save = (body: Record<string, unknown>, id?: string) =>
      stack.api.put(
        id ? `/api/contract/${id}` : '/api/contract',
        { type: templateId, ...body },
        { token: user },
      );

    it('answers 413 to a COMPLETED save of 1.2 MB of answers, and stores nothing', async () => {
      const before = await listTotal();
      const response = await save({ status: 'COMPLETED', answers: { parti: hugeItems() } });

      expect(response.status).toBe(413);
      expect(response.body.message).toMatch(
        /^Le risposte sono troppo lunghe per essere salvate \(\d+ KB, al massimo 380 KB\)/,
      );
      expect(await listTotal()).toBe(before);
      expect(
        (await stack.api.get('/api/contract?status=COMPLETED', { token: user })).body.data.results.filter(
          (contract: { type: string }) => contract.type === templateId,
        ),
      ).toEqual([]);
    });

    it('answers 413 to a draft whose group in progress is too large, new or saved again, and keeps the draft', async () => {
      const before = await listTotal();
      expect(
        (await save({ status: 'TO_COMPLETE', answers: {}, group_in_progress: { parti: hugeItems() } }))
          .status,
      ).toBe(413);
      expect(await listTotal()).toBe(before);

      const draft = await save({
        status: 'TO_COMPLETE',
        answers: {},
        group_in_progress: { parti: hugeItems().slice(0, 1) },
      });
      expect(draft.status).toBe(200);
      const id = String(draft.body.data.id);
      const stored = (await stack.api.get(`/api/contract/${id}`, { token: user })).body.data;
      for (const body of [
        { status: 'TO_COMPLETE', answers: {}, group_in_progress: { parti: hugeItems() } },
        { status: 'COMPLETED', answers: { parti: hugeItems() } },
      ]) {
        const response = await save(body, id);
        expect([response.status, response.body.message]).toEqual([
          413,
          expect.stringMatching(/^Le risposte sono troppo lunghe/),
        ]);
      }
      expect((await stack.api.get(`/api/contract/${id}`, { token: user })).body.data).toEqual(stored);
    });

    it('answers 413 to the next question asked with 1.2 MB of answers', async () => {
      const response = await stack.api.post(
        `/api/contract/questions?type=${templateId}`,
        { parti: hugeItems() },
        { token: user },
      );

      expect(response.status).toBe(413);
      expect(response.body.message).toMatch(
        /^Le risposte sono troppo lunghe per essere salvate \(\d+ KB, al massimo 380 KB\)/,
      );
    });
  });
});
