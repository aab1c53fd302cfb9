import type { Question } from '@redigo/shared/domain/question';
import { multiple } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { markPaidInStore } from '../support/contracts';
import { COMPANY_ITEM, partiesQuestions, PERSON_ITEM } from '../support/group-templates';
import { editableBody } from '../support/templates';
import { startTestStack, type TestStack } from '../support/test-stack';
import { createTypedTemplate } from '../support/typed-templates';
import { BETTER_NOTES } from '../support/template-versions';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const questions = (): Question[] => [
  ...partiesQuestions(),
  { ...typed('canone', 'amount'), question: 'Canone mensile' },
  { ...multiple('extra', ['Box', 'Cantina', 'Giardino']), question: 'Pertinenze' },
];
const ANSWERS = {
  uso: 'Abitativo',
  locatori: [PERSON_ITEM, COMPANY_ITEM],
  cf_conduttore: 'RSSMRA85T10A562S',
  piva_conduttore: '01114601006',
  canone: '750.50',
  extra: ['Box', 'Giardino'],
};
const NOT_FOUND = { message: 'Documento non trovato.', code: 'NOT_FOUND' };
const UNAVAILABLE =
  'Il modello di questo documento è stato sospeso o eliminato: non si può creare un nuovo documento da questo.';

describe('POST /contract/{id}/copy («Nuovo da questo»)', () => {
  let stack: TestStack;
  let user: SignedIn;
  let other: SignedIn;
  let editor: SignedIn;
  let admin: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor, admin] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'editor'),
      loginAs(stack, 'admin'),
    ]);
    other = await registerVerifiedApprovedLawyer(stack);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const newTemplate = (): Promise<Json> =>
    createTypedTemplate(stack, editor.token, questions(), ['{uso} {piva_conduttore}']);
  const saved = async (templateId: string, status = 'COMPLETED', answers: object = ANSWERS) => {
    const response = await stack.api.put(
      '/api/contract',
      { name: 'Locazione Rossi', type: templateId, status, answers },
      { token: user.token },
    );
    expect(response.status).toBe(200);
    return response.body.data.id as string;
  };
  const copy = (id: string, token = user.token) =>
    stack.api.post(`/api/contract/${id}/copy`, undefined, { token });
  const read = async (id: string) =>
    (await stack.api.get(`/api/contract/${id}`, { token: user.token })).body.data;

  it('copies every answer into a new TO_COMPLETE contract of the owner’s, leaving the original as it was', async () => {
    const template = await newTemplate();
    const originalId = await saved(template.id);
    const before = await read(originalId);

    const response = await copy(originalId);

    expect(response.status).toBe(201);
    expect(response.body.data).toEqual({
      id: expect.any(String),
      kept: ['uso', 'locatori', 'cf_conduttore', 'piva_conduttore', 'canone', 'extra'],
      dropped: [],
      reasons: [],
    });
    const copied = await read(response.body.data.id);
    expect(copied).toMatchObject({
      name: 'Locazione Rossi',
      type: template.id,
      status: 'TO_COMPLETE',
      answers: ANSWERS,
      paymentId: null,
    });
    expect(copied.id).not.toBe(originalId);
    expect(await read(originalId)).toEqual(before);
    const next = await stack.api.post(`/api/contract/questions?type=${template.id}`, copied.answers, {
      token: user.token,
    });
    expect(next.body).toEqual({ data: null });
  });

  it('copies a paid contract and a draft too', async () => {
    const template = await newTemplate();
    const paidId = await saved(template.id);
    await markPaidInStore(stack, paidId, Buffer.from('PK'));
    const draftId = await saved(template.id, 'TO_COMPLETE', { uso: 'Commerciale' });

    const fromPaid = await copy(paidId);
    const fromDraft = await copy(draftId);

    expect(fromPaid.status).toBe(201);
    expect(fromPaid.body.data.dropped).toEqual([]);
    expect((await read(fromPaid.body.data.id)).paymentId).toBeNull();
    expect(fromDraft.status).toBe(201);
    expect(fromDraft.body.data).toMatchObject({ kept: ['uso'], dropped: [] });
  });

  it('answers 404 to anyone but the owner, staff included, and for an unknown id; 401 without a token', async () => {
    const template = await newTemplate();
    const originalId = await saved(template.id);

    for (const caller of [other, editor, admin]) {
      const response = await copy(originalId, caller.token);
      expect(response.status).toBe(404);
      expect(response.body).toEqual(NOT_FOUND);
    }
    expect((await copy('no-such-contract')).body).toEqual(NOT_FOUND);
    expect((await stack.api.post(`/api/contract/${originalId}/copy`)).status).toBe(401);
    const mine = await stack.api.get('/api/contract?limit=1000', { token: other.token });
    expect(mine.body.data.results).toEqual([]);
  });

  it('carries over only what the changed template still asks in the same form, and says why for the rest', async () => {
    const template = await newTemplate();
    const originalId = await saved(template.id);
    const changed = template.json_questions
      .filter((question: Question) => question.variable !== 'cf_conduttore')
      .map((question: Json) => {
        if (question.variable === 'canone') return { ...question, type: 'text' };
        if (question.variable === 'extra') return { ...question, options: ['Box', 'Cantina'] };
        if (question.variable === 'locatori')
          return {
            ...question,
            fields: question.fields.map((field: Json) =>
              field.variable === 'nome' ? { ...field, max_length: 5 } : field,
            ),
          };
        return question;
      });
    const edited = await stack.api.put(
      `/api/template/${template.id}`,
      editableBody(template, {
        json_questions: changed,
        max_questions: changed.length,
        release_notes: BETTER_NOTES,
      }),
      { token: editor.token },
    );
    expect(edited.status).toBe(200);

    const response = await copy(originalId);

    expect(response.status).toBe(201);
    expect(response.body.data).toMatchObject({
      kept: ['uso', 'piva_conduttore'],
      dropped: ['locatori', 'cf_conduttore', 'canone', 'extra'],
    });
    expect(response.body.data.reasons).toEqual([
      { variable: 'locatori', question: 'Chi sono i locatori?', reason: 'changed' },
      { variable: 'cf_conduttore', question: 'Codice fiscale del conduttore', reason: 'removed' },
      { variable: 'canone', question: 'Canone mensile', reason: 'changed' },
      { variable: 'extra', question: 'Pertinenze', reason: 'option_removed' },
    ]);
    const copied = await read(response.body.data.id);
    expect(copied.answers).toEqual({ uso: 'Abitativo', piva_conduttore: '01114601006' });
    const next = await stack.api.post(`/api/contract/questions?type=${template.id}`, copied.answers, {
      token: user.token,
    });
    expect(next.body.data).toMatchObject({ variable: 'locatori' });
  });

  it('answers 409 in Italian when the template is suspended or deleted, and writes nothing', async () => {
    const suspended = await newTemplate();
    const deleted = await newTemplate();
    const [fromSuspended, fromDeleted] = [await saved(suspended.id), await saved(deleted.id)];
    const count = async () =>
      (await stack.api.get('/api/contract?limit=1000', { token: user.token })).body.data.results.length;
    const before = await count();
    await stack.api.put(
      `/api/template/${suspended.id}/status`,
      { status: 'SUSPENDED' },
      { token: editor.token },
    );
    expect((await stack.api.delete(`/api/template/${deleted.id}`, { token: editor.token })).status).toBe(204);

    for (const id of [fromSuspended, fromDeleted]) {
      const response = await copy(id);
      expect(response.status).toBe(409);
      expect(response.body).toMatchObject({ message: UNAVAILABLE });
    }
    expect(await count()).toBe(before);
  });
});
