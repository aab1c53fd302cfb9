import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { createTemplateDeps } from '@redigo/functions/composition/templates';
import { isDeleted, updateTemplate, type TemplateRecord } from '@redigo/functions/areas/templates';
import { createDynamoUserRepository } from '@redigo/functions/infrastructure';
import type { Answers } from '@redigo/shared/domain/question';
import type { SeedAccount } from './seed-accounts';
import { bodyOf, markerId, uploadSeedFiles } from './seed-templates';
import { locazioneAbitativa } from './templates/locazione-abitativa/definition';
import {
  LOCAZIONE_PAYMENT_NOTES,
  locazioneFirstVersion,
} from './templates/locazione-abitativa/first-version';
import { reachableAnswerSets } from './templates/questionnaire-paths';

/**
 * The demo of an update (docs/api.md, "Template versions and updates"): the seeded lease published first as it was
 * written before a change of law, bought by the demo lawyer, then published again as it is now with release notes
 * of a `modifica_normativa`. Signed in, the lawyer finds the badge in the archive, updates for free (one new
 * question) and downloads the redline; the outbox has the mail that told them.
 */
const DEMO_UPDATE = {
  first: locazioneFirstVersion,
  current: locazioneAbitativa,
  notes: LOCAZIONE_PAYMENT_NOTES,
} as const;

/** Whether local mode seeds the demo of an update: `SEED_DEMO_UPDATE=1` (npm start sets it unless told 0). */
export const demoUpdateOn = (env: Record<string, string | undefined>): boolean =>
  env.SEED_DEMO_UPDATE === '1';

/** The first version the catalogue seed creates a template from, for the demo (seed-templates.ts). */
export const demoFirstVersionOf = (slug: string) =>
  slug === DEMO_UPDATE.current.slug ? DEMO_UPDATE.first : undefined;

/** The templates table's item marking the demo as done (or as not to be done on this data folder). */
const DEMO_MARKER = 'seed#demo-update';

/** What the demo's seed did: made it now, found it made, or left it (a lease staff changed, an account gone). */
export type DemoUpdateOutcome = 'created' | 'kept' | 'skipped';

const variablesOf = (questions: readonly { variable: string }[]): string =>
  questions
    .map((question) => question.variable)
    .sort()
    .join(',');

/** The seeded lease still as its first version: published, and asking that version's questions. */
const firstVersionLease = (lease: TemplateRecord | undefined): lease is TemplateRecord =>
  !!lease &&
  !isDeleted(lease) &&
  lease.status === 'PUBLISHED' &&
  variablesOf(lease.json_questions) === variablesOf(DEMO_UPDATE.first.questions);

/** A complete path of the first version, its typed answers the seed's samples (a lawyer's plausible data). */
const demoAnswers = (): Answers => {
  const [answers] = reachableAnswerSets(DEMO_UPDATE.first.questions);
  if (!answers) throw new Error('The lease has no complete path');
  return answers;
};

/** The local API at `url`, called as the SPA and the Stripe stand-in call it, each request with `headers`. */
export interface LocalApi {
  url: string;
  headers: Record<string, string>;
}

const localApi = ({ url, headers }: LocalApi) => {
  const call = async (path: string, init: RequestInit, expected: number[]): Promise<Response> => {
    const response = await fetch(new URL(path, url), {
      redirect: 'manual',
      ...init,
      headers: { ...headers, ...(init.headers as Record<string, string> | undefined) },
    });
    if (!expected.includes(response.status))
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const json = (method: string, path: string, body: unknown, token?: string) =>
    call(
      path,
      {
        method,
        headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
        body: JSON.stringify(body),
      },
      [200, 201],
    );
  return {
    async login(account: SeedAccount): Promise<string> {
      const response = await json('POST', '/api/auth/login', {
        pec: account.pec,
        password: account.password,
      });
      return response.headers.get('authorization') ?? '';
    },
    async saveCompleted(token: string, type: string, answers: Answers): Promise<string> {
      const response = await json('PUT', '/api/contract', { type, status: 'COMPLETED', answers }, token);
      return ((await response.json()) as { data: { id: string } }).data.id;
    },
    /**
     * Pays on the stand-in's Payment Link page, then records the payment as the cart does on the way back (the
     * stand-in's webhook, which would wait for the stack to open, is not sent).
     */
    async buy(token: string, stripeUrl: string, contractId: string): Promise<void> {
      const link = new URL(new URL(stripeUrl).pathname, url);
      link.searchParams.set('client_reference_id', contractId);
      link.searchParams.set('deliver_webhook', 'false');
      const paid = await call(link.pathname + link.search, { method: 'POST' }, [303]);
      const sessionId = new URL(paid.headers.get('location') ?? '', url).searchParams.get('session_id');
      await json('POST', '/api/payment', { transactionId: sessionId, contractId, price: 0 }, token);
    },
  };
};

/**
 * Seeds the demo of an update once per data folder, through the local stack's API (after the catalogue seed made
 * the lease from its first version): the lawyer buys the lease through the API, then the editor publishes the
 * current lease with its notes. A lease that is not the first version any more (an older data folder, staff's
 * changes) is left alone. Idempotent: a marker says it is done.
 */
export const seedDemoUpdate = async (
  infrastructure: Infrastructure,
  api: LocalApi,
  accounts: { lawyer: SeedAccount; editor: SeedAccount },
): Promise<DemoUpdateOutcome> => {
  const { dynamo, config } = infrastructure;
  const read = async (id: string) =>
    (await dynamo.send(new GetCommand({ TableName: config.tables.templates, Key: { id } }))).Item;
  const mark = (fields: Record<string, string>) =>
    dynamo.send(new PutCommand({ TableName: config.tables.templates, Item: { id: DEMO_MARKER, ...fields } }));
  if (await read(DEMO_MARKER)) return 'kept';
  const seeded = await read(markerId(DEMO_UPDATE.current.slug));
  const deps = createTemplateDeps(infrastructure);
  const lease = seeded ? await deps.templates.findById(String(seeded.templateId)) : undefined;
  const editor = await createDynamoUserRepository(dynamo, config.tables.users).findByPec(accounts.editor.pec);
  if (!firstVersionLease(lease) || !editor) {
    await mark({ outcome: 'skipped' });
    return 'skipped';
  }
  const lawyerApi = localApi(api);
  const token = await lawyerApi.login(accounts.lawyer);
  const contractId = await lawyerApi.saveCompleted(token, lease.id, demoAnswers());
  await lawyerApi.buy(token, lease.stripe_url, contractId);
  const uploaded = await uploadSeedFiles(deps, DEMO_UPDATE.current, editor.id);
  await updateTemplate(deps, lease.id, {
    ...bodyOf(DEMO_UPDATE.current, lease.categoryId, lease.stripe_url, uploaded),
    version: lease.version,
    release_notes: DEMO_UPDATE.notes,
  });
  await mark({ outcome: 'created', contractId });
  return 'created';
};
