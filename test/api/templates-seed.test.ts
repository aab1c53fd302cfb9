import { checkTemplate } from '@redigo/functions/documents/template-check';
import { seedCategoryNames, localPaymentLinkUrl } from '../../infra/src/seed/seed-templates';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { loginAs } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

describe('the seeded catalogue', () => {
  let stack: TestStack;
  let editor: string;

  beforeAll(async () => {
    stack = await startTestStack();
    editor = (await loginAs(stack, 'editor')).token;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const staffList = async () => (await stack.api.get('/api/template?limit=100', { token: editor })).body.data;

  it('seeds the categories in name order', async () => {
    const response = await stack.api.get('/api/category?limit=1000', { token: editor });

    expect(response.status).toBe(200);
    expect(response.body.data.results.map((category: { name: string }) => category.name)).toEqual(
      [...seedCategoryNames].sort((a, b) => a.localeCompare(b, 'it')),
    );
  });

  it('publishes every seed template, created by the seeded editor, with its local payment link', async () => {
    const { results, totalResults } = await staffList();

    expect(totalResults).toBe(seedTemplates.length);
    for (const definition of seedTemplates) {
      const template = results.find((each: { name: string }) => each.name === definition.name);
      expect(template).toMatchObject({
        status: 'PUBLISHED',
        price: definition.price,
        categoryId: { name: definition.categoryName },
        userId: { name: 'Elena', surname: 'Redattrice' },
        stripe_url: localPaymentLinkUrl(stack.url, definition.slug),
      });
      expect(template.stripe_url).toBe(`${stack.url}/_local/stripe/pay/plink_${definition.slug}`);
    }
  });

  it('stores documents that pass the template check without errors', async () => {
    const { results } = await staffList();

    for (const template of results) {
      const [master, preview] = await Promise.all(
        ['master', 'preview'].map(async (kind) => {
          const response = await stack.api.get(`/api/template/${template.id}/file/${kind}`, {
            token: editor,
          });
          expect(response.status).toBe(200);
          return response.raw;
        }),
      );
      const check = checkTemplate({
        documents: [
          { label: 'Master', buffer: master as Buffer },
          { label: 'Anteprima', buffer: preview as Buffer },
        ],
        questions: template.json_questions,
      });
      expect({ name: template.name, errors: check.errors }).toEqual({ name: template.name, errors: [] });
    }
  });

  it('adds nothing on a restart, and follows the new URL in the payment links', async () => {
    const before = await staffList();
    await stack.stop();
    stack = await startTestStack({ dataDir: stack.dataDir, tablePrefix: stack.tablePrefix });
    editor = (await loginAs(stack, 'editor')).token;

    const after = await staffList();
    const categories = await stack.api.get('/api/category?limit=1000', { token: editor });

    expect(after.results.map((t: { id: string }) => t.id).sort()).toEqual(
      before.results.map((t: { id: string }) => t.id).sort(),
    );
    expect(categories.body.data.totalResults).toBe(seedCategoryNames.length);
    for (const template of after.results) {
      expect(template.stripe_url.startsWith(`${stack.url}/_local/stripe/pay/plink_`)).toBe(true);
      expect(template.status).toBe('PUBLISHED');
    }
  });
});
