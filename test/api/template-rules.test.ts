import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Question } from '@redigo/shared/domain/question';
import { expressionMessages } from '@redigo/shared/messages/expressions';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { loginAs, type SignedIn } from '../support/accounts';
import { ensureCategory, uploadParagraphs } from '../support/templates';
import { typedTemplateBody } from '../support/typed-templates';
import { startTestStack, type TestStack } from '../support/test-stack';

/** docs/api.md, "Computed amounts and rules across answers": the `rules` of a template, checked on the answers. */
const eredi = group(
  'eredi',
  [field(typed('nome', 'text'), 'Nome'), field(typed('quota', 'number'), 'Quota')],
  { item_label: 'Erede', min_items: 1, max_items: 3 },
);
const questions: Question[] = [
  { ...typed('canone', 'amount'), question: 'Canone mensile' },
  { ...typed('deposito', 'amount'), question: 'Deposito cauzionale' },
  single('conduttore', ['Persona fisica', 'Società']),
  {
    ...typed('spese', 'amount'),
    question: 'Spese condominiali',
    required_answers: [{ conduttore: 'Società' }],
  },
  { ...typed('indirizzo', 'text'), question: 'Indirizzo' },
  eredi,
];
const PARAGRAPHS = ['{canone} {deposito} {conduttore} {spese} {indirizzo} {#eredi}{nome} {quota}{/eredi}'];

const DEPOSIT = 'Il deposito cauzionale non può superare tre mensilità del canone (art. 11 L. 392/1978).';
const CAP = 'Il deposito cauzionale non può superare 5.000 euro in questo modello.';
const COMPANY = 'Con una società conduttrice il canone mensile è di almeno 500 euro.';
const SPESE = 'Le spese condominiali non possono superare il canone mensile.';
const QUOTE = 'Le quote degli eredi devono sommare a 100.';
const RULES = [
  { check: 'deposito <= canone * 3', message: DEPOSIT },
  { check: 'deposito <= 5000', message: CAP },
  { check: 'canone >= 500', message: COMPANY, when: { conduttore: 'Società' } },
  { check: 'spese <= canone', message: SPESE },
  { check: 'eredi | somma:"quota" == 100', message: QUOTE, when: [{ conduttore: 'Persona fisica' }] },
];
const HEIRS = [
  { nome: 'Anna Bianchi', quota: '60' },
  { nome: 'Luca Bianchi', quota: '40' },
];
const GOOD = {
  canone: '1000',
  deposito: '3000',
  conduttore: 'Persona fisica',
  indirizzo: 'Via Roma 1, Napoli',
  eredi: HEIRS,
};

describe('template rules across answers', () => {
  let stack: TestStack;
  let user: SignedIn;
  let editor: SignedIn;
  let categoryId: string;
  let templateId: string;

  /** A POST /template body with `rules`, on documents uploaded for it. */
  const bodyWith = async (rules: unknown) => {
    const uploaded = await uploadParagraphs(stack, editor.token, PARAGRAPHS, PARAGRAPHS, questions);
    expect(uploaded.status).toBe(200);
    return { ...typedTemplateBody(questions, uploaded.body.data, categoryId), rules };
  };
  const create = async (rules: unknown) =>
    stack.api.post('/api/template', await bodyWith(rules), { token: editor.token });

  beforeAll(async () => {
    stack = await startTestStack();
    [user, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
    categoryId = await ensureCategory(stack, 'Contratti di prova');
    const created = await create(RULES);
    expect(created.status).toBe(201);
    templateId = created.body.data.id;
    const published = await stack.api.put(
      `/api/template/${templateId}/status`,
      { status: 'PUBLISHED' },
      { token: editor.token },
    );
    expect(published.status).toBe(200);
  });
  afterAll(async () => {
    await stack?.stop();
  });

  const ask = (answers: unknown) =>
    stack.api.post(`/api/contract/questions?type=${templateId}`, answers, { token: user.token });
  const save = (answers: unknown, status = 'TO_COMPLETE') =>
    stack.api.put('/api/contract', { type: templateId, status, answers }, { token: user.token });

  it('keeps the rules for staff and never shows them to a user', async () => {
    const staff = await stack.api.get(`/api/template/${templateId}`, { token: editor.token });
    expect(staff.status).toBe(200);
    expect(staff.body.data.rules).toEqual(RULES);
    const staffList = await stack.api.get('/api/template?limit=1000', { token: editor.token });
    const listed = (staffList.body.data.results as { id: string; rules?: unknown }[]).find(
      ({ id }) => id === templateId,
    );
    expect(listed?.rules).toEqual(RULES);

    const read = await stack.api.get(`/api/template/${templateId}`, { token: user.token });
    expect(read.status).toBe(200);
    expect(read.body.data).not.toHaveProperty('rules');
    const list = await stack.api.get('/api/template?limit=1000', { token: user.token });
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain('"rules"');
    expect(JSON.stringify(list.body)).not.toContain(DEPOSIT);
    const asked = await ask({});
    expect(JSON.stringify(asked.body)).not.toContain(DEPOSIT);
  });

  it('reads absent rules as none', async () => {
    const body = await bodyWith(undefined);
    const { rules: _rules, ...withoutRules } = body;
    const created = await stack.api.post('/api/template', withoutRules, { token: editor.token });
    expect(created.status).toBe(201);
    expect(created.body.data.rules).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    [
      '51 rules',
      Array.from({ length: 51 }, () => ({ check: 'deposito <= canone * 3', message: DEPOSIT })),
      expressionMessages.tooManyRules(50),
    ],
    [
      'a message of 9 characters',
      [{ check: 'deposito <= canone * 3', message: 'Troppo al' }],
      expressionMessages.ruleMessageLength(1, 10, 300),
    ],
    [
      'a message of 301 characters',
      [{ check: 'deposito <= canone * 3', message: 'a'.repeat(301) }],
      expressionMessages.ruleMessageLength(1, 10, 300),
    ],
    ['rules that are not a list', 'deposito <= canone * 3', expressionMessages.rulesNotAList],
    ['a rule without its check', [{ message: DEPOSIT }], expressionMessages.ruleCheckMissing(1)],
    [
      'a when that is a text',
      [{ check: 'deposito <= 5000', message: CAP, when: 'sì' }],
      expressionMessages.ruleWhenShape(1),
    ],
  ])('refuses %s with 400', async (_, rules, message) => {
    const response = await create(rules);
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ code: 'VALIDATION_FAILED', message, errors: [`Regole: ${message}`] });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a number', 5],
    ['a list of numbers', [5]],
    ['a rule of numbers', [{ check: 5, message: 5, when: [3] }]],
    ['a rule of lists', [{ check: ['deposito'], message: [DEPOSIT], when: [[]] }]],
  ])('refuses rules that are %s with a 400 in Italian', async (_, rules) => {
    const response = await create(rules);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.any(String) });
    expect(response.body.errors.every((error: string) => error.startsWith('Regole'))).toBe(true);
  });

  it.each<[string, unknown]>([
    ['an unknown variable', { durata: 'Sì' }],
    ['an option the question lacks', { conduttore: 'Ente' }],
    ['a number for an option', { conduttore: 5 }],
    ['a comparison on a choice', { conduttore: { gt: 3 } }],
    ['a comparison with a text', [{ canone: { gt: 'molto' } }]],
    ['a group test of a number', { eredi: { any: 5 } }],
    ['an empty object', [{}]],
  ])('refuses a when with %s with a 4xx in Italian, never a 5xx', async (_, when) => {
    const response = await create([{ check: 'deposito <= canone * 3', message: DEPOSIT, when }]);
    expect([400, 422]).toContain(response.status);
    expect(response.body.message).toEqual(expect.any(String));
    expect(response.body.errors.length).toBeGreaterThan(0);
  });

  it.each<[string, string, string]>([
    ['a check that does not parse', 'deposito <=', expressionMessages.unexpectedEnd('deposito <=')],
    [
      'an unknown variable',
      'cauzione <= canone * 3',
      expressionMessages.unknownVariable('cauzione <= canone * 3', 'cauzione'),
    ],
    [
      'a text variable in arithmetic',
      'indirizzo * 2 > canone',
      expressionMessages.notNumeric('indirizzo * 2 > canone', 'indirizzo'),
    ],
  ])('refuses %s with 422 from the template check', async (_, check, problem) => {
    const response = await create([RULES[0], { check, message: DEPOSIT }]);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      code: 'TEMPLATE_CHECK_FAILED',
      errors: [`${expressionMessages.rulePrefix(2)}: ${problem}`],
    });
  });

  it('refuses the same on PUT /template/{id}', async () => {
    const body = await bodyWith([{ check: 'deposito <= 5000', message: CAP }]);
    const created = await stack.api.post('/api/template', body, { token: editor.token });
    expect(created.status).toBe(201);
    const id = created.body.data.id as string;
    const wrong = { ...body, rules: [{ check: 'cauzione <= 1', message: CAP }] };
    expect((await stack.api.put(`/api/template/${id}`, wrong, { token: editor.token })).status).toBe(422);
    const short = { ...body, rules: [{ check: 'deposito <= 5000', message: 'Corto' }] };
    expect((await stack.api.put(`/api/template/${id}`, short, { token: editor.token })).status).toBe(400);
    const changed = { ...body, rules: [{ check: 'deposito <= 4000', message: CAP }] };
    const updated = await stack.api.put(`/api/template/${id}`, changed, { token: editor.token });
    expect(updated.status).toBe(200);
    expect(updated.body.data.rules).toEqual(changed.rules);
  });

  it('answers RULE_FAILED instead of the next question as soon as a rule fails, in the template order', async () => {
    const one = await ask({ canone: '1000', deposito: '4000' });
    expect(one.status).toBe(400);
    expect(one.body).toEqual({ code: 'RULE_FAILED', message: DEPOSIT, errors: [DEPOSIT] });

    const two = await ask({ canone: '1000', deposito: '6000' });
    expect(two.status).toBe(400);
    expect(two.body).toEqual({ code: 'RULE_FAILED', message: DEPOSIT, errors: [DEPOSIT, CAP] });
  });

  it('tests a rule only when its `when` holds', async () => {
    const person = { ...GOOD, canone: '300', deposito: '900' };
    expect((await ask(person)).body).toEqual({ data: null });

    const company = { canone: '300', deposito: '900', conduttore: 'Società' };
    const failed = await ask(company);
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ code: 'RULE_FAILED', message: COMPANY, errors: [COMPANY] });
  });

  it('never tests a rule naming a question the path did not ask', async () => {
    const person = await ask(GOOD);
    expect(person.body).toEqual({ data: null });
    const unasked = await ask({ ...GOOD, spese: '5000' });
    expect(unasked.body).toEqual({ data: null });
    const completed = await save(GOOD, 'COMPLETED');
    expect(completed.status).toBe(200);

    const company = { canone: '1000', deposito: '3000', conduttore: 'Società', spese: '1200' };
    const failed = await ask(company);
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ code: 'RULE_FAILED', message: SPESE, errors: [SPESE] });
  });

  it('checks a sum over a group', async () => {
    const wrong = { ...GOOD, eredi: [HEIRS[0], { ...HEIRS[1], quota: '30' }] };
    const failed = await ask(wrong);
    expect(failed.status).toBe(400);
    expect(failed.body).toEqual({ code: 'RULE_FAILED', message: QUOTE, errors: [QUOTE] });
  });

  it('saves a draft whatever the rules say, and refuses COMPLETED with 418 and the same body', async () => {
    const answers = { ...GOOD, deposito: '6000' };
    const draft = await save(answers);
    expect(draft.status).toBe(200);
    const read = await stack.api.get(`/api/contract/${draft.body.data.id}`, { token: user.token });
    expect(read.body.data.answers).toMatchObject({ deposito: '6000' });

    const completed = await save(answers, 'COMPLETED');
    expect(completed.status).toBe(418);
    expect(completed.body).toEqual({ code: 'RULE_FAILED', message: DEPOSIT, errors: [DEPOSIT, CAP] });

    const update = await stack.api.put(
      `/api/contract/${draft.body.data.id}`,
      { type: templateId, status: 'COMPLETED', answers },
      { token: user.token },
    );
    expect(update.status).toBe(418);
    expect(update.body).toEqual(completed.body);

    const fixed = await stack.api.put(
      `/api/contract/${draft.body.data.id}`,
      { type: templateId, status: 'COMPLETED', answers: GOOD },
      { token: user.token },
    );
    expect(fixed.status).toBe(200);
    const done = await stack.api.get(`/api/contract/${draft.body.data.id}`, { token: user.token });
    expect(done.body.data.status).toBe('COMPLETED');
  });

  it('pins the rules with the questions of the version a contract is saved on', async () => {
    const saved = await save(GOOD, 'COMPLETED');
    expect(saved.status).toBe(200);
    const staff = await stack.api.get(`/api/template/${templateId}`, { token: editor.token });
    const { Item } = await stack.infrastructure.dynamo.send(
      new GetCommand({
        TableName: stack.config.tables.contracts,
        Key: { id: `questions#${templateId}#${staff.body.data.version}` },
        ConsistentRead: true,
      }),
    );
    expect(Item).toMatchObject({ json_questions: expect.any(Array), rules: RULES });
  });

  it('lets staff test any answers in a download-test', async () => {
    const response = await stack.api.put(
      `/api/template/${templateId}/download-test`,
      { answers: { ...GOOD, deposito: '6000' } },
      { token: editor.token },
    );
    expect(response.status).toBe(200);
  });
});
