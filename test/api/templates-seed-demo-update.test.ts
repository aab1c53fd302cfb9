import { LOCAZIONE_PAYMENT_NOTES } from '../../infra/src/seed/templates/locazione-abitativa/first-version';
import { locazioneAbitativa } from '../../infra/src/seed/templates/locazione-abitativa/definition';
import { loginAs, mailsTo, type SignedIn } from '../support/accounts';
import { eventually } from '../support/eventually';
import { resolvedParagraphs, trackedChanges, whenPrepared } from '../support/redlines';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(240_000);

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * Local mode's demo of an update (SEED_DEMO_UPDATE=1, npm start's default; README, «Aggiornamenti»): the seeded lease
 * has two published versions, the second a change of law with its notes, and the demo lawyer a bought contract on
 * the first, which updates for free with one new question.
 */
describe('the seeded demo of an update', () => {
  let stack: TestStack;
  let lawyer: SignedIn;
  let editor: SignedIn;

  beforeAll(async () => {
    stack = await startTestStack({
      env: { SEED_DEMO_UPDATE: '1', PDF_CONVERTER: 'libreoffice', PDF_WORKERS: '1' },
    });
    [lawyer, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const leaseOf = async (token: string) =>
    (await stack.api.get('/api/template?limit=100', { token })).body.data.results.find(
      (template: Json) => template.name === locazioneAbitativa.name,
    );
  const updatable = async () =>
    (await stack.api.get('/api/contract?update=true&limit=100', { token: lawyer.token })).body.data;

  it('publishes the lease twice: first as leases were written before the rule, then with the notes of the change of law', async () => {
    const lease = await leaseOf(editor.token);
    expect(lease).toMatchObject({ status: 'PUBLISHED', published_version: 2, content_version: 2 });
    const versions = await stack.api.get(`/api/template/${lease.id}/versions`, { token: editor.token });
    expect(versions.body.data).toEqual([
      {
        version: 2,
        published_at: expect.any(String),
        release_notes: LOCAZIONE_PAYMENT_NOTES,
        contracts: 0,
        paid: 0,
      },
      { version: 1, published_at: expect.any(String), release_notes: null, contracts: 1, paid: 1 },
    ]);
    expect(lease.json_questions.map((question: Json) => question.variable)).toEqual(
      locazioneAbitativa.questions.map((question) => question.variable),
    );
  });

  it('gives the demo lawyer a bought lease on the first version, with a free update, and the mail that says so', async () => {
    const { results } = await updatable();
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({
      title: locazioneAbitativa.name,
      template_version: 1,
      paymentId: { id: expect.any(String) },
      update: {
        version: 2,
        free: true,
        notes: [{ version: 2, published_at: expect.any(String), ...LOCAZIONE_PAYMENT_NOTES }],
      },
    });
    const updateMails = async () =>
      (await mailsTo(stack, lawyer.pec)).filter((each) =>
        each.subject.startsWith('Aggiornamento del modello'),
      );
    await eventually('the demo lawyer’s update mail', async () => (await updateMails()).length > 0);
    const [mail] = await updateMails();
    expect(mail?.subject).toBe(`Aggiornamento del modello «${locazioneAbitativa.name}»`);
  });

  it('updates for free: every answer carried, the means of payment the one new question, and the redline shows the new payment clause', async () => {
    const [bought] = (await updatable()).results;
    const made = await stack.api.post(`/api/contract/${bought.id}/update`, {}, { token: lawyer.token });
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ dropped: [], free: true });
    const draft = (await stack.api.get(`/api/contract/${made.body.data.id}`, { token: lawyer.token })).body
      .data;
    const next = await stack.api.post(`/api/contract/questions?type=${draft.type}`, draft.answers, {
      token: lawyer.token,
    });
    expect(next.body.data).toMatchObject({ variable: 'modalita_pagamento' });

    const answers = { ...draft.answers, modalita_pagamento: 'assegno bancario o circolare' };
    const completed = await stack.api.put(
      `/api/contract/${draft.id}`,
      { type: draft.type, status: 'COMPLETED', answers },
      { token: lawyer.token },
    );
    expect(completed.status).toBe(200);
    const claimed = await stack.api.post(
      `/api/contract/${draft.id}/claim-update`,
      {},
      { token: lawyer.token },
    );
    expect(claimed.status).toBe(201);

    const { answer } = await whenPrepared('the demo’s redline', () =>
      stack.api.get(`/api/contract/${draft.id}/redline`, { token: lawyer.token }),
    );
    expect(answer.status).toBe(200);
    const inserted = trackedChanges(answer.raw as Buffer)
      .filter((change) => change.kind === 'ins')
      .map((change) => change.text)
      .join(' ');
    expect(inserted).toContain('assegno bancario o circolare');
    expect(resolvedParagraphs(answer.raw as Buffer, true)).toContainEqual(
      expect.stringContaining('escluso in ogni caso l’uso del contante'),
    );
  });

  it('adds nothing on a restart', async () => {
    const lease = await leaseOf(editor.token);
    await stack.stop();
    stack = await startTestStack({
      dataDir: stack.dataDir,
      tablePrefix: stack.tablePrefix,
      env: { SEED_DEMO_UPDATE: '1' },
    });
    [lawyer, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);

    expect(await leaseOf(editor.token)).toMatchObject({
      id: lease.id,
      published_version: 2,
      content_version: 2,
    });
    const all = (await stack.api.get('/api/contract?limit=100', { token: lawyer.token })).body.data;
    expect(all.totalResults).toBe(2);
  });
});
