import { buildTemplateFiles, seedTemplates } from '../../infra/src/seed/templates/index';
import { loginAs, type SignedIn } from '../support/accounts';
import { createCompletedContract, docxParagraphs, preferring } from '../support/contracts';
import { createPublishedTemplate, editableBody, uploadTemplateFiles } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';
import { BETTER_NOTES } from '../support/template-versions';

const CHOICES = { cedolare_secca: 'Sì', arredato: 'No, non arredato' };

describe('a contract pins the template version it was saved on', () => {
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

  const preview = (id: string) => stack.api.get(`/api/contract/preview/${id}`, { token: user.token });
  const detail = (id: string) => stack.api.get(`/api/contract/${id}`, { token: user.token });
  const listed = async (id: string, query: string) => {
    const page = await stack.api.get(`/api/contract?${query}&limit=1000`, { token: user.token });
    return page.body.data.results.find((contract: { id: string }) => contract.id === id);
  };

  it("keeps a draft's questions, answers and price when the template is edited, suspended, then deleted", async () => {
    const definition = seedTemplates[0];
    if (!definition) throw new Error('No seed template');
    const template = await createPublishedTemplate(stack, editor.token, definition);
    const first = template.json_questions[0];
    const saved = await stack.api.put(
      '/api/contract',
      {
        name: 'Bozza Rossi',
        type: template.id,
        status: 'TO_COMPLETE',
        answers: { [first.variable]: first.options[0] },
      },
      { token: user.token },
    );
    const draftId = saved.body.data.id;
    const before = await detail(draftId);

    const edited = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(template, {
        price: 99,
        json_questions: template.json_questions.map((question: { question: string }, index: number) =>
          index === 0 ? { ...question, question: 'Quale unità immobiliare si loca?' } : question,
        ),
        release_notes: BETTER_NOTES,
      }),
      { token: editor.token },
    );
    const afterEdit = await detail(draftId);
    const listedAfterEdit = await listed(draftId, 'status=TO_COMPLETE');
    const suspended = await stack.api.put(
      `/api/template/${template.id}/status`,
      { status: 'SUSPENDED' },
      { token: editor.token },
    );
    const afterSuspension = await detail(draftId);
    const deleted = await stack.api.delete(`/api/template/${template.id}`, { token: editor.token });
    const afterDeletion = await detail(draftId);
    const listedAfterDeletion = await listed(draftId, 'status=TO_COMPLETE');

    expect([saved.status, edited.status, suspended.status, deleted.status]).toEqual([200, 200, 200, 204]);
    expect(before.body.data).toMatchObject({
      status: 'TO_COMPLETE',
      answers: { [first.variable]: first.options[0] },
      templateId: { id: template.id, price: definition.price },
      detailed_answers: [
        { variable: first.variable, question: first.question, given_answer: first.options[0] },
      ],
    });
    // The edit is a new version: the draft stays on its own, and says an update is there while it is published.
    const { update, ...editedDraft } = afterEdit.body.data;
    expect(update).toMatchObject({ version: 2, free: false });
    for (const response of [afterSuspension, afterDeletion]) {
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual(before.body.data);
    }
    expect(editedDraft).toEqual(before.body.data);
    for (const entry of [listedAfterEdit, listedAfterDeletion]) {
      expect(entry).toMatchObject({
        id: draftId,
        name: 'Bozza Rossi',
        templateId: { price: definition.price },
      });
    }
  });

  it('keeps a completed contract readable, listed and previewable when its template is deleted', async () => {
    const definition = seedTemplates[2];
    if (!definition) throw new Error('No seed template');
    const template = await createPublishedTemplate(stack, editor.token, definition);
    const completed = await createCompletedContract(stack, user.token, template.id);
    const [detailBefore, previewBefore] = await Promise.all([detail(completed.id), preview(completed.id)]);

    const deleted = await stack.api.delete(`/api/template/${template.id}`, { token: editor.token });
    const [detailAfter, previewAfter, listedAfter] = await Promise.all([
      detail(completed.id),
      preview(completed.id),
      listed(completed.id, 'status=COMPLETED'),
    ]);

    expect(deleted.status).toBe(204);
    expect(detailAfter.status).toBe(200);
    expect(detailAfter.body.data).toEqual(detailBefore.body.data);
    expect(detailAfter.body.data.detailed_answers.length).toBeGreaterThan(0);
    expect(previewAfter.status).toBe(200);
    expect(docxParagraphs(previewAfter.raw)).toEqual(docxParagraphs(previewBefore.raw));
    expect(listedAfter).toMatchObject({
      id: completed.id,
      title: template.name,
      templateId: { id: template.id },
    });
  });

  it('keeps the contract, its preview and its files as completed when the template is edited, then deleted', async () => {
    const definition = seedTemplates[0];
    if (!definition) throw new Error('No seed template');
    const template = await createPublishedTemplate(stack, editor.token, definition);
    const completed = await createCompletedContract(stack, user.token, template.id, preferring(CHOICES));
    const [detailBefore, previewBefore] = await Promise.all([
      stack.api.get(`/api/contract/${completed.id}`, { token: user.token }),
      preview(completed.id),
    ]);

    const edited = await stack.api.put(
      `/api/template/${template.id}`,
      {
        ...template,
        categoryId: template.categoryId.id,
        name: `${template.name} (rivisto)`,
        price: 99,
        json_questions: template.json_questions.map((question: { question: string }, index: number) =>
          index === 0 ? { ...question, question: 'Quale unità immobiliare si loca?' } : question,
        ),
        release_notes: BETTER_NOTES,
      },
      { token: editor.token },
    );
    const [detailEdited, previewEdited] = await Promise.all([
      stack.api.get(`/api/contract/${completed.id}`, { token: user.token }),
      preview(completed.id),
    ]);
    const deleted = await stack.api.delete(`/api/template/${template.id}`, { token: editor.token });
    const [detailDeleted, previewDeleted] = await Promise.all([
      stack.api.get(`/api/contract/${completed.id}`, { token: user.token }),
      preview(completed.id),
    ]);

    expect([edited.status, deleted.status]).toEqual([200, 204]);
    const { update, ...editedDetail } = detailEdited.body.data;
    expect(update).toMatchObject({ version: 2 });
    for (const data of [editedDetail, detailDeleted.body.data]) expect(data).toEqual(detailBefore.body.data);
    for (const detail of [detailEdited, detailDeleted]) {
      expect(detail.body.data.templateId.price).toBe(definition.price);
      expect(detail.body.data.detailed_answers[0].question).toBe(definition.questions[0]?.question);
    }
    for (const rendered of [previewEdited, previewDeleted]) {
      expect(rendered.status).toBe(200);
      expect(docxParagraphs(rendered.raw)).toEqual(docxParagraphs(previewBefore.raw));
    }
  });

  it('pins the files of the completed version: once the template moves to new documents they still are kept', async () => {
    const definition = seedTemplates[1];
    if (!definition) throw new Error('No seed template');
    const template = await createPublishedTemplate(stack, editor.token, definition);
    await createCompletedContract(stack, user.token, template.id);
    const upload = async () => {
      const files = buildTemplateFiles(definition);
      const uploaded = await uploadTemplateFiles(stack, editor.token, {
        master: { fileName: files.masterFileName, buffer: files.master },
        preview: { fileName: files.previewFileName, buffer: files.preview },
        questions: definition.questions,
      });
      return uploaded.body.data as { file_name: string; preview_name: string };
    };
    const [replacement, neverUsed] = await Promise.all([upload(), upload()]);

    const moved = await stack.api.put(
      `/api/template/${template.id}`,
      { ...template, categoryId: template.categoryId.id, ...replacement, release_notes: BETTER_NOTES },
      { token: editor.token },
    );
    const deleteOld = (fileName: string) =>
      stack.api.post('/api/template/delete-master', { file_name: fileName }, { token: editor.token });
    const [oldMaster, oldPreview, unpinned] = await Promise.all([
      deleteOld(template.file_name),
      deleteOld(template.preview_name),
      deleteOld(neverUsed.preview_name),
    ]);

    expect(moved.status).toBe(200);
    expect([oldMaster.status, oldPreview.status]).toEqual([409, 409]);
    expect(unpinned.status).toBe(200);
  });
});
