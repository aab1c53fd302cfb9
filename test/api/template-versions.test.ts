import { templateVersionMessages as messages } from '@redigo/shared/messages/template-versions';
import { loginAs, type SignedIn } from '../support/accounts';
import { markPaidInStore } from '../support/contracts';
import { editableBody } from '../support/templates';
import {
  BETTER_NOTES,
  FIX_NOTES,
  LAW_NOTES,
  saveWithNewQuestion,
  staffTemplate,
  versionedTemplate,
  versionsOf,
} from '../support/template-versions';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** docs/api.md, "Template versions and updates (when the law changes)": versions, release notes, counts. */
describe('template versions and release notes', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor, admin] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'editor'),
      loginAs(stack, 'admin'),
    ]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const publish = (id: string, releaseNotes?: unknown) =>
    stack.api.put(
      `/api/template/${id}/status`,
      { status: 'PUBLISHED', ...(releaseNotes === undefined ? {} : { release_notes: releaseNotes }) },
      { token: editor.token },
    );
  const suspend = (id: string) =>
    stack.api.put(`/api/template/${id}/status`, { status: 'SUSPENDED' }, { token: editor.token });
  const saveContract = async (templateId: string, status: string, answers: Json) => {
    const response = await stack.api.put(
      '/api/contract',
      { type: templateId, status, answers },
      { token: user.token },
    );
    expect(response.status).toBe(200);
    return response.body.data.id as string;
  };
  const ANSWERS = { uso: 'Abitativo', canone: '750' };

  it('counts content versions: questions and documents make one, other fields do not; staff alone see content_version', async () => {
    const created = await versionedTemplate(stack, editor.token);
    expect(created).toMatchObject({ published_version: 1, content_version: 1, status: 'PUBLISHED' });

    const renamed = await stack.api.put(
      `/api/template/${created.id}`,
      editableBody(created, {
        name: `${created.name} (rivisto)`,
        description: 'Una descrizione nuova.',
        price: 12.5,
        min_time: 2,
        stripe_url: 'https://buy.stripe.com/test_other',
      }),
      { token: editor.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data).toMatchObject({ content_version: 1, published_version: 1 });
    expect(renamed.body.data.version).toBe(created.version + 1);

    const asUser = await stack.api.get(`/api/template/${created.id}`, { token: user.token });
    expect(asUser.body.data.published_version).toBe(1);
    expect(asUser.body.data).not.toHaveProperty('content_version');
    const catalogue = await stack.api.get(`/api/template?limit=1000`, { token: user.token });
    const card = catalogue.body.data.results.find((each: Json) => each.id === created.id);
    expect(card.published_version).toBe(1);
    expect(card).not.toHaveProperty('content_version');
    const staffList = await stack.api.get(`/api/template?limit=1000`, { token: admin.token });
    expect(staffList.body.data.results.find((each: Json) => each.id === created.id)).toMatchObject({
      published_version: 1,
      content_version: 1,
    });
  });

  it('numbers every content save of a suspended template, lists only the versions published and the staff’s newest', async () => {
    const fresh = await versionedTemplate(stack, editor.token);
    expect((await suspend(fresh.id)).status).toBe(200);
    const saved = await saveWithNewQuestion(stack, editor.token, fresh.id, 'uno');
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ content_version: 2, published_version: 1, status: 'SUSPENDED' });
    expect((await saveWithNewQuestion(stack, editor.token, fresh.id, 'due')).body.data.content_version).toBe(
      3,
    );

    const staffVersions = await versionsOf(stack, editor.token, fresh.id);
    expect(staffVersions.status).toBe(200);
    expect(staffVersions.body.data).toEqual([
      { version: 3, published_at: null, release_notes: null, contracts: 0, paid: 0 },
      { version: 1, published_at: expect.any(String), release_notes: null, contracts: 0, paid: 0 },
    ]);
    expect((await versionsOf(stack, user.token, fresh.id)).status).toBe(404);

    const refused = await publish(fresh.id);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 'RELEASE_NOTES_REQUIRED', message: messages.notesRequired });
    expect((await staffTemplate(stack, editor.token, fresh.id)).status).toBe('SUSPENDED');

    const published = await publish(fresh.id, FIX_NOTES);
    expect(published.status).toBe(200);
    expect(published.body.data).toMatchObject({
      content_version: 3,
      published_version: 3,
      status: 'PUBLISHED',
    });
    const asUser = await versionsOf(stack, user.token, fresh.id);
    expect(asUser.body.data).toEqual([
      {
        version: 3,
        published_at: expect.any(String),
        release_notes: { motivo: 'correzione', nota: FIX_NOTES.nota, riferimento: null },
      },
      { version: 1, published_at: expect.any(String), release_notes: null },
    ]);
  });

  it('publishes a template the first time without notes, at the version it has reached', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const versions = await versionsOf(stack, user.token, template.id);
    expect(versions.body.data).toEqual([
      { version: 1, published_at: expect.any(String), release_notes: null },
    ]);
    expect(Date.parse(versions.body.data[0].published_at)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a published template’s new content without valid notes, field by field, and saves nothing', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const cases: [unknown, string][] = [
      [undefined, messages.notesRequired],
      [null, messages.notesRequired],
      ['modifica', messages.notesRequired],
      [[LAW_NOTES], messages.notesRequired],
      [{ ...LAW_NOTES, motivo: 'capriccio' }, messages.motivo],
      [{ ...LAW_NOTES, motivo: undefined }, messages.motivo],
      [{ ...LAW_NOTES, nota: undefined }, messages.notaMissing],
      [{ ...LAW_NOTES, nota: 42 }, messages.notaNotText],
      [{ ...LAW_NOTES, nota: '  Breve.  ' }, messages.notaTooShort],
      [{ ...LAW_NOTES, nota: 'x'.repeat(1001) }, messages.notaTooLong],
      [{ ...LAW_NOTES, nota: 'Una nota\tcon una tabulazione.' }, messages.notaCharacters],
      [{ ...LAW_NOTES, nota: 'Una nota con un carattere \uFFFE invalido.' }, messages.notaCharacters],
      [{ ...LAW_NOTES, riferimento: undefined }, messages.riferimentoMissing],
      [{ ...LAW_NOTES, riferimento: '   ' }, messages.riferimentoMissing],
      [{ ...LAW_NOTES, riferimento: 207 }, messages.riferimentoNotText],
      [{ ...LAW_NOTES, riferimento: 'r'.repeat(301) }, messages.riferimentoTooLong],
      [{ ...LAW_NOTES, riferimento: 'art. 1\ncomma 59' }, messages.riferimentoCharacters],
    ];
    for (const [notes, message] of cases) {
      const response = await saveWithNewQuestion(stack, editor.token, template.id, 'nuova', notes);
      expect({ notes, status: response.status, body: response.body }).toMatchObject({
        status: 400,
        body: { code: 'RELEASE_NOTES_REQUIRED', message, errors: expect.arrayContaining([message]) },
      });
    }
    const several = await saveWithNewQuestion(stack, editor.token, template.id, 'nuova', {
      motivo: 'modifica_normativa',
      nota: 'corta',
    });
    expect(several.body.errors).toEqual([messages.notaTooShort, messages.riferimentoMissing]);

    const after = await staffTemplate(stack, editor.token, template.id);
    expect(after).toMatchObject({
      version: template.version,
      content_version: 1,
      published_version: 1,
      json_questions: template.json_questions,
    });
    expect((await versionsOf(stack, editor.token, template.id)).body.data).toHaveLength(1);
  });

  it('publishes a published template’s new content at once with its notes, trimmed; the notes are never edited afterwards', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const saved = await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', {
      ...LAW_NOTES,
      nota: `  ${LAW_NOTES.nota}\nSi applica ai contratti stipulati da gennaio.  `,
      riferimento: ` ${LAW_NOTES.riferimento} `,
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ content_version: 2, published_version: 2, status: 'PUBLISHED' });
    const law = {
      motivo: 'modifica_normativa',
      nota: `${LAW_NOTES.nota}\nSi applica ai contratti stipulati da gennaio.`,
      riferimento: LAW_NOTES.riferimento,
    };
    const second = await saveWithNewQuestion(stack, editor.token, template.id, 'spese', BETTER_NOTES);
    expect(second.body.data).toMatchObject({ content_version: 3, published_version: 3 });

    const versions = await versionsOf(stack, user.token, template.id);
    expect(versions.body.data).toEqual([
      {
        version: 3,
        published_at: expect.any(String),
        release_notes: { ...BETTER_NOTES, riferimento: null },
      },
      { version: 2, published_at: expect.any(String), release_notes: law },
      { version: 1, published_at: expect.any(String), release_notes: null },
    ]);
    const [v3, v2, v1] = versions.body.data;
    expect(Date.parse(v1.published_at)).toBeLessThanOrEqual(Date.parse(v2.published_at));
    expect(Date.parse(v2.published_at)).toBeLessThanOrEqual(Date.parse(v3.published_at));

    // Suspended, saved, published again: new notes for the new version; the old ones stay as written.
    await suspend(template.id);
    const unpublished = await saveWithNewQuestion(stack, editor.token, template.id, 'garanzia');
    expect(unpublished.body.data).toMatchObject({ content_version: 4, published_version: 3 });
    expect((await versionsOf(stack, user.token, template.id)).status).toBe(404);
    expect((await publish(template.id, { ...FIX_NOTES, nota: 'troppo' })).status).toBe(400);
    expect((await publish(template.id, FIX_NOTES)).status).toBe(200);
    const after = (await versionsOf(stack, user.token, template.id)).body.data;
    expect(after.map((each: Json) => each.version)).toEqual([4, 3, 2, 1]);
    expect(after.slice(1)).toEqual(versions.body.data);
  });

  it('publishes again the version already published without notes, ignoring any sent', async () => {
    const template = await versionedTemplate(stack, editor.token);
    await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES);
    await suspend(template.id);
    const again = await publish(template.id, { motivo: 'capriccio' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ content_version: 2, published_version: 2, status: 'PUBLISHED' });
    await suspend(template.id);
    expect((await publish(template.id)).status).toBe(200);
    expect((await versionsOf(stack, editor.token, template.id)).body.data).toHaveLength(2);
    // A save that changes no content needs no notes, and ignores those sent.
    const renamed = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(await staffTemplate(stack, editor.token, template.id), {
        name: 'Nome nuovo',
        release_notes: 'niente',
      }),
      { token: editor.token },
    );
    expect(renamed.status).toBe(200);
    expect(renamed.body.data.content_version).toBe(2);
  });

  it('counts, for staff, the contracts pinned to each version and the paid ones, as contracts are saved, paid, moved and deleted', async () => {
    const template = await versionedTemplate(stack, editor.token);
    const paidId = await saveContract(template.id, 'COMPLETED', ANSWERS);
    await markPaidInStore(stack, paidId, Buffer.from('PK'));
    const completedId = await saveContract(template.id, 'COMPLETED', ANSWERS);
    const draftId = await saveContract(template.id, 'TO_COMPLETE', { uso: 'Abitativo' });
    expect((await stack.api.get(`/api/contract/${paidId}`, { token: user.token })).body.data).toMatchObject({
      template_version: 1,
    });
    const counts = async () =>
      (await versionsOf(stack, editor.token, template.id)).body.data.map((each: Json) => [
        each.version,
        each.contracts,
        each.paid,
      ]);
    expect(await counts()).toEqual([[1, 3, 1]]);

    await saveWithNewQuestion(stack, editor.token, template.id, 'deposito', LAW_NOTES);
    expect(await counts()).toEqual([
      [2, 0, 0],
      [1, 3, 1],
    ]);
    // A draft saved again pins the version it is saved on now.
    const resaved = await stack.api.put(
      `/api/contract/${draftId}`,
      { type: template.id, status: 'TO_COMPLETE', answers: { uso: 'Commerciale' } },
      { token: user.token },
    );
    expect(resaved.status).toBe(200);
    const moved = await stack.api.get(`/api/contract/${draftId}`, { token: user.token });
    expect(moved.body.data.template_version).toBe(2);
    expect((await stack.api.delete(`/api/contract/${completedId}`, { token: user.token })).status).toBe(204);
    expect(await counts()).toEqual([
      [2, 1, 0],
      [1, 1, 1],
    ]);
    // Users never see the counts.
    const asUser = await versionsOf(stack, user.token, template.id);
    for (const version of asUser.body.data) {
      expect(version).not.toHaveProperty('contracts');
      expect(version).not.toHaveProperty('paid');
    }
  });

  it('answers 404 for a deleted or unknown template, and 401 without a token', async () => {
    const template = await versionedTemplate(stack, editor.token);
    expect((await stack.api.delete(`/api/template/${template.id}`, { token: editor.token })).status).toBe(
      204,
    );
    for (const token of [editor.token, user.token]) {
      expect((await versionsOf(stack, token, template.id)).status).toBe(404);
      expect((await versionsOf(stack, token, 'no-such-template')).status).toBe(404);
    }
    expect((await stack.api.get(`/api/template/${template.id}/versions`)).status).toBe(401);
  });
});
