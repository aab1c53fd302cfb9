import { checkTemplate } from '@redigo/functions/documents/template-check';
import { documentText } from '@redigo/functions/documents/test-support/docx-fixture';
import type { Answers, GroupItem } from '@redigo/shared/domain/question';
import { seedCategoryNames, localPaymentLinkUrl } from '../../infra/src/seed/seed-templates';
import { INCARICO } from '../../infra/src/seed/templates/conferimento-incarico/questions';
import { conferimentoIncarico } from '../../infra/src/seed/templates/conferimento-incarico/definition';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { locazioneAbitativa } from '../../infra/src/seed/templates/locazione-abitativa/definition';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { loginAs } from '../support/accounts';
import { startTestStack, type TestStack } from '../support/test-stack';

jest.setTimeout(120_000);

const DEPOSIT_CAP =
  'Il deposito cauzionale non può superare tre mensilità del canone (art. 11 della legge n. 392/1978).';

const leasePaths = reachableAnswerSets(locazioneAbitativa.questions);
const tenantsOf = (answers: Answers) => (answers.conduttori ?? []) as GroupItem[];
const isCompany = (item: GroupItem) => item.tipo === 'Persona giuridica';

/** A complete path of the lease that `wanted` accepts. */
const leasePath = (wanted: (answers: Answers) => boolean): Answers => {
  const path = leasePaths.find(wanted);
  if (!path) throw new Error('No path of the lease answers as wanted');
  return path;
};

/** The lease's answers with a deposit (its amount and the yearly rent as given), the tenants persons. */
const leaseWithDeposit = (canone_annuo: string, deposito_importo: string): Answers => ({
  ...leasePath((answers) => 'deposito_importo' in answers && !tenantsOf(answers).some(isCompany)),
  canone_annuo,
  deposito_importo,
});

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

  const idOf = async (name: string): Promise<string> =>
    (await staffList()).results.find((template: { name: string }) => template.name === name).id;
  const ask = async (name: string, answers: Answers) =>
    stack.api.post(`/api/contract/questions?type=${encodeURIComponent(await idOf(name))}`, answers, {
      token: editor,
    });
  const rendered = async (name: string, answers: Answers): Promise<string> => {
    const response = await stack.api.put(
      `/api/template/${await idOf(name)}/download-test`,
      { answers },
      {
        token: editor,
      },
    );
    expect(response.status).toBe(200);
    return documentText(response.raw as Buffer);
  };

  it('stores each seed template with its rules, which the staff read', async () => {
    const { results } = await staffList();

    for (const definition of seedTemplates) {
      const template = results.find((each: { name: string }) => each.name === definition.name);
      const read = await stack.api.get(`/api/template/${template.id}`, { token: editor });
      expect({ name: definition.name, rules: read.body.data.rules }).toEqual({
        name: definition.name,
        rules: definition.rules ?? [],
      });
    }
  });

  describe('the lease', () => {
    const LEASE = locazioneAbitativa.name;

    it('refuses a deposit of four months of rent with the law’s reason, and takes three', async () => {
      const four = await ask(LEASE, leaseWithDeposit('9600', '3200'));
      expect(four.status).toBe(400);
      expect(four.body).toEqual({ code: 'RULE_FAILED', message: DEPOSIT_CAP, errors: [DEPOSIT_CAP] });

      const three = await ask(LEASE, leaseWithDeposit('9600', '2400'));
      expect(three.status).toBe(200);
      expect(three.body).toEqual({ data: null });
    });

    it('writes the monthly instalment computed from the yearly rent', async () => {
      const text = await rendered(LEASE, {
        ...leasePath((answers) => answers.periodicita_canone === 'in dodici rate mensili anticipate'),
        canone_annuo: '9600',
      });

      expect(text).toContain(
        'Il canone annuo di euro 9.600,00 è corrisposto in dodici rate mensili anticipate di pari importo, ciascuna di euro 800,00 (ottocento/00), entro il giorno',
      );
    });

    it('asks who lodges in the flat when a tenant is a company, and lets it for their lodging (foresteria)', async () => {
      const { foresteria_occupanti, ...company } = leasePath((answers) => tenantsOf(answers).some(isCompany));
      expect(foresteria_occupanti).toBeDefined();
      const next = await ask(LEASE, company);
      expect(next.status).toBe(200);
      expect(next.body.data).toMatchObject({ variable: 'foresteria_occupanti', type: 'text' });

      const text = await rendered(LEASE, { ...company, foresteria_occupanti: 'dipendenti in trasferta' });
      expect(text).toContain(
        'L’Immobile è destinato esclusivamente ad uso abitativo di foresteria, per l’alloggio di dipendenti in trasferta; è vietato ogni diverso uso.',
      );
      expect(text).not.toContain('civile abitazione');
    });

    it('checks every party’s birth date against the codice fiscale, its CAP and its province', async () => {
      const answers = leaseWithDeposit('9600', '2400');
      const [tenant = {}] = tenantsOf(answers);
      const withTenant = (change: GroupItem) =>
        ask(LEASE, { ...answers, conduttori: [{ ...tenant, ...change }] });

      expect((await withTenant({ data_nascita: '1980-03-02' })).body.message).toBe(
        'La data di nascita di Conduttore 1 non corrisponde al codice fiscale.',
      );
      expect((await withTenant({ cap: '2012' })).body.message).toBe(
        'Conduttore 1 – CAP: non è un CAP: servono 5 cifre (per esempio 80134).',
      );
      expect((await withTenant({ provincia: 'XX' })).body.message).toBe(
        'Conduttore 1 – Provincia (sigla): non è la sigla di una provincia italiana (per esempio NA).',
      );
      expect((await withTenant({ provincia: 'mi' })).body).toEqual({ data: null });
    });
  });

  it('writes the engagement letter’s preventivo: each item and the total, in figures and words', async () => {
    const text = await rendered(conferimentoIncarico.name, {
      ...(reachableAnswerSets(conferimentoIncarico.questions).find(
        (answers) => answers.compenso === INCARICO.orario,
      ) ?? {}),
      tariffa_oraria: '200',
      ore_stimate: '20',
      spese_stimate: '800',
    });

    for (const item of ['euro 4.000,00;', 'euro 600,00;', 'euro 184,00;', 'euro 1.052,48;', 'euro 800,00.'])
      expect(text).toContain(item);
    expect(text).toContain(
      'Il costo complessivo prevedibile della prestazione è pertanto di euro 6.636,48 (seimilaseicentotrentasei/48).',
    );
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
