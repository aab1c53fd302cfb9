import { createHash } from 'node:crypto';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, docxParagraphs } from '../support/contracts';
import { freshPaymentLink, payThroughStandIn, postPayment } from '../support/payments';
import { createPublishedTemplate, editableBody, uploadParagraphs } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';
import { BETTER_NOTES } from '../support/template-versions';

const sha256 = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');

describe('a purchased document is stored once and served as bought, forever', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const buy = async (templateId: string): Promise<string> => {
    const contract = await createCompletedContract(stack, user.token, templateId);
    const paid = await payThroughStandIn(stack, user.token, contract.id);
    const recorded = await postPayment(stack, user.token, contract.id, paid.sessionId ?? '');
    // The stand-in delivered the webhook first; the cart's first call still answers 201.
    if (recorded.status !== 201)
      throw new Error(`payment: ${recorded.status} ${JSON.stringify(recorded.body)}`);
    return contract.id;
  };
  const download = async (contractId: string): Promise<Buffer> => {
    const response = await stack.api.get(`/api/contract/download/${contractId}`, { token: user.token });
    if (response.status !== 200) throw new Error(`download: ${response.status}`);
    return response.raw;
  };

  it('serves the original bytes after the master was replaced and published, and after the template was deleted', async () => {
    const definition = seedTemplates[1];
    if (!definition) throw new Error('No seed template');
    const template = await createPublishedTemplate(stack, editor.token, definition, {
      stripe_url: freshPaymentLink(stack),
    });
    const bought = await buy(template.id);
    const original = await download(bought);
    const first = definition.questions[0]?.variable ?? '';

    const uploaded = await uploadParagraphs(
      stack,
      editor.token,
      [`Testo rinnovato del modello: {${first}}`],
      ['Anteprima rinnovata'],
      definition.questions,
    );
    const replaced = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(template, {
        file_name: uploaded.body.data.file_name,
        preview_name: uploaded.body.data.preview_name,
        release_notes: BETTER_NOTES,
      }),
      { token: editor.token },
    );
    const published = await stack.api.put(
      `/api/template/${template.id}/status`,
      { status: 'PUBLISHED' },
      { token: editor.token },
    );
    const afterReplacement = await download(bought);
    const boughtAfter = await download(await buy(template.id));
    const deleted = await stack.api.delete(`/api/template/${template.id}`, { token: editor.token });
    const afterDeletion = await download(bought);

    expect(uploaded.body.data.check.errors).toEqual([]);
    expect([replaced.status, published.status, deleted.status]).toEqual([200, 200, 204]);
    expect(sha256(afterReplacement)).toBe(sha256(original));
    expect(sha256(afterDeletion)).toBe(sha256(original));
    expect(docxParagraphs(original).join('\n')).not.toContain('Testo rinnovato');
    expect(docxParagraphs(boughtAfter).join('\n')).toContain('Testo rinnovato del modello:');
  });
});
