import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Question } from '@redigo/shared/domain/question';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import {
  loginAs,
  mailsTo,
  registerVerifiedApprovedLawyer,
  registrationBody,
  type SignedIn,
} from '../support/accounts';
import { professionistaBilling } from '../support/invoices';
import { ensureCategory, uploadParagraphs } from '../support/templates';
import { createTypedTemplate, typedTemplateBody } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(180_000);

const NONCHARACTERS = [
  ['U+FFFE', '\ufffe'],
  ['U+FFFF', '\uffff'],
  ['U+FDD0', '\ufdd0'],
  ['U+10FFFF', '\u{10ffff}'],
  ['a lone surrogate', '\ud800'],
] as const;
const questions: Question[] = [
  single('parte', ['Persona fisica', 'Società']),
  { ...typed('nome', 'text', { max_length: 200 }), question: 'Nome del conduttore' },
];
const PARAGRAPHS = ['{parte} {nome}'];

describe('text that no document can carry is refused wherever it enters (issue 24, findings 3 and 7)', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let admin: SignedIn;
  let templateId: string;

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor, admin] = await Promise.all([
      loginAs(stack, 'user'),
      loginAs(stack, 'editor'),
      loginAs(stack, 'admin'),
    ]);
    templateId = (await createTypedTemplate(stack, editor.token, questions, PARAGRAPHS)).id;
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const unsafeAnswer = /^La risposta alla domanda "Nome del conduttore" contiene caratteri non validi/;

  it.each(NONCHARACTERS)(
    'refuses %s in a text answer: questions, drafts and COMPLETED saves (400)',
    async (_, bad) => {
      const answers = { parte: 'Società', nome: `Mario${bad} Rossi` };
      const responses = await Promise.all([
        stack.api.post(`/api/contract/questions?type=${templateId}`, answers, { token: user.token }),
        stack.api.put(
          '/api/contract',
          { type: templateId, status: 'TO_COMPLETE', answers },
          { token: user.token },
        ),
        stack.api.put(
          '/api/contract',
          { type: templateId, status: 'COMPLETED', answers },
          { token: user.token },
        ),
        stack.api.put(`/api/template/${templateId}/download-test`, { answers }, { token: editor.token }),
      ]);
      for (const response of responses) {
        expect(response.status).toBe(400);
        expect(response.body.message).toMatch(unsafeAnswer);
      }
    },
  );

  it('never sends a document written with U+FFFE: a contract stored before the rule gets 422 INVALID_DOCUMENT', async () => {
    const answers = { parte: 'Società', nome: 'Mario Rossi' };
    const saved = await stack.api.put(
      '/api/contract',
      { type: templateId, status: 'COMPLETED', answers },
      { token: user.token },
    );
    await stack.infrastructure.dynamo.send(
      new UpdateCommand({
        TableName: stack.config.tables.contracts,
        Key: { id: saved.body.data.id },
        UpdateExpression: 'SET answers.nome = :nome',
        ExpressionAttributeValues: { ':nome': 'Mario\ufffe Rossi' },
      }),
    );

    const preview = await stack.api.get(`/api/contract/preview/${saved.body.data.id}`, { token: user.token });

    expect(saved.status).toBe(200);
    expect(preview.status).toBe(422);
    expect(preview.body).toMatchObject({
      code: 'INVALID_DOCUMENT',
      errors: ['word/document.xml: carattere non ammesso in XML (U+FFFE)'],
    });
  });

  it('refuses U+FFFE in the name of a contract and of a category', async () => {
    const contract = await stack.api.put(
      '/api/contract',
      { name: 'Locazione\ufffe', type: templateId, status: 'TO_COMPLETE', answers: {} },
      { token: user.token },
    );
    const category = await stack.api.post(
      '/api/category',
      { name: 'Locazioni\ufffe' },
      { token: admin.token },
    );

    expect(contract.status).toBe(400);
    expect(contract.body.errors).toEqual([
      expect.stringMatching(/^Nome: Il testo contiene caratteri non validi/),
    ]);
    expect(category.status).toBe(400);
  });

  it('refuses U+FFFE in what staff write: a title, a description, a question, an option', async () => {
    const uploaded = await uploadParagraphs(stack, editor.token, PARAGRAPHS, PARAGRAPHS, questions);
    const categoryId = await ensureCategory(stack, 'Contratti di prova');
    const body = typedTemplateBody(questions, uploaded.body.data, categoryId);
    const save = (changes: Record<string, unknown>) =>
      stack.api.post('/api/template', { ...body, ...changes }, { token: editor.token });

    const title = await save({ name: 'Locazione\ufffe' });
    const description = await save({ description: 'Descrizione \uffff' });
    const question = await save({
      json_questions: [{ ...questions[0], question: 'Chi\ufffe?' }, questions[1]],
    });
    const option = await save({
      json_questions: [{ ...questions[0], options: ['Persona fisica', 'Società\ud800'] }, questions[1]],
    });

    expect([title.status, description.status, question.status, option.status]).toEqual([400, 400, 400, 400]);
    expect(title.body.errors).toEqual([
      expect.stringMatching(/^Titolo: Il testo contiene caratteri non validi/),
    ]);
    expect(question.body.message).toMatch(/^La domanda n\. 1 contiene caratteri non validi/);
    expect(option.body.message).toMatch(/^La domanda n\. 1 contiene caratteri non validi/);
  });

  it('refuses U+FFFE in names and passwords at registration and editor creation, and mails nobody', async () => {
    const bodies = [
      registrationBody({ name: 'Mario\ufffe' }),
      registrationBody({ surname: 'Rossi\ud800' }),
      registrationBody({ password: 'Tartaruga!Blu7\ufffe' }),
    ];
    const registered = await Promise.all(bodies.map((body) => stack.api.post('/api/auth/register', body)));
    const editorCreated = await stack.api.post(
      '/api/user',
      {
        name: 'Elena\ufffe',
        surname: 'Neri',
        pec: `editor.${Date.now()}@pec.it`,
        password: 'Tartaruga!Blu7',
      },
      { token: admin.token },
    );

    expect(registered.map((response) => response.status)).toEqual([400, 400, 400]);
    expect(editorCreated.status).toBe(400);
    for (const body of bodies) expect(await mailsTo(stack, body.pec)).toEqual([]);
  });

  it('refuses U+FFFE in every text of the billing data', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const fields = [
      'name',
      'surname',
      'indirizzo',
      'comune',
      'codice_fiscale',
      'partita_iva',
      'cap',
      'provincia',
    ];
    const responses = await Promise.all(
      fields.map((field) =>
        stack.api.put(
          `/api/user/${lawyer.user.id}/billing`,
          professionistaBilling({ [field]: `${String(professionistaBilling()[field as 'name'])}\ufffe` }),
          { token: lawyer.token },
        ),
      ),
    );
    const pec = await stack.api.put(
      `/api/user/${lawyer.user.id}/billing`,
      professionistaBilling({ pec_destinatario: 'studio\ufffe@pec.it' }),
      { token: lawyer.token },
    );
    expect(responses.map((response) => response.status)).toEqual(fields.map(() => 400));
    expect(pec.status).toBe(400);
  });

  it('refuses a domain-looking token in a person name, of any length, and keeps initials and apostrophes', async () => {
    const lawyer = await registerVerifiedApprovedLawyer(stack);
    const refused = await Promise.all([
      stack.api.post('/api/auth/register', registrationBody({ name: 'Visita t.me' })),
      stack.api.post('/api/auth/register', registrationBody({ surname: 'Vai su x.co' })),
      stack.api.post(
        '/api/user',
        { name: 'Visita', surname: 't.me', pec: `editor.${Date.now()}@pec.it`, password: 'Tartaruga!Blu7' },
        { token: admin.token },
      ),
      stack.api.put(`/api/user/${lawyer.user.id}/billing`, professionistaBilling({ name: 'Visita t.me' }), {
        token: lawyer.token,
      }),
    ]);
    const accepted = await Promise.all(
      [registrationBody({ name: 'Maria G.', surname: "D'Angelo" }), registrationBody({ name: 'J. R.' })].map(
        (body) => stack.api.post('/api/auth/register', body),
      ),
    );
    const billing = await stack.api.put(
      `/api/user/${lawyer.user.id}/billing`,
      professionistaBilling({ name: 'Maria G.', surname: "D'Angelo" }),
      { token: lawyer.token },
    );

    expect(refused.map((response) => response.status)).toEqual([400, 400, 400, 400]);
    for (const response of refused) expect(response.body.errors.join(' ')).toMatch(/indirizzi web/);
    expect(accepted.map((response) => response.status)).toEqual([201, 201]);
    expect(billing.status).toBe(200);
  });
});
