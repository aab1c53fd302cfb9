import {
  comparisonRefusalKeyOf,
  compareKeyOf,
  pdfKeyOf,
  pdfRefusalKeyOf,
  redlineJobOf,
  redlineKeyOf,
} from '@redigo/functions/areas/contract-pdfs';
import { measurePdfSource } from '@redigo/functions/areas/pdf-conversion';
import { DOCX_CONTENT_TYPE, type FileStore } from '@redigo/functions/ports/file-store';
import type { LocalStack } from '../../infra/src/local/local-stack';
import {
  buildTemplateFiles,
  seedTemplates,
  type TemplateDefinition,
} from '../../infra/src/seed/templates/index';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createApiClient } from '../support/api-client';
import { createCompletedContract } from '../support/contracts';
import { professionistaBilling } from '../support/invoices';
import { documentKeysOf, freshPaymentLink, payThroughStandIn } from '../support/payments';
import { trackedChanges } from '../support/redlines';
import { LAW_NOTES, staffTemplate } from '../support/template-versions';
import { createPublishedTemplate, editableBody, uploadTemplateFiles } from '../support/templates';
import type { TestStack } from '../support/test-stack';
import type { BudgetRow } from './budget-row';
import { longContractDefinition } from './long-contract';
import { lengthened, percentile } from './pdf-bench';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

/** Made by the converter, one after the other: a redline (update paid to .docx stored) or a staff's compare. */
interface ComparisonTimings {
  template: string;
  /** The document's estimated pages (pdf-source-bounds.ts), the update's or the newer master's. */
  pages: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
  /** docs/design.md: 5 s for a seeded template, 10 s for a 50-page contract. */
  budgetMs: number;
  /** Tracked changes in the last one made (more than none, or the figure is no redline's). */
  changes: number;
}

export interface RedlineFigures {
  redlines: ComparisonTimings[];
  compares: ComparisonTimings[];
}

const SEEDED_BUDGET_MS = 5000;
const LONG_BUDGET_MS = 10_000;

const stackOf = (local: LocalStack, dataDir: string): TestStack => ({
  ...local,
  api: createApiClient(local.url),
  dataDir,
  tablePrefix: '',
});

/** A document's estimated pages (pdf-source-bounds.ts); 0 when past the bounds. */
const pagesOf = (docx: Buffer): number => {
  const verdict = measurePdfSource(docx);
  return verdict.fits ? (verdict.estimatedPages ?? 0) : 0;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until one of `keys` is stored in `store`; answers which, and the time since `from`. The converter's refusal
 * is one of the keys a caller passes, so that a refused comparison ends the wait at once.
 */
const firstStored = async (
  store: FileStore,
  keys: string[],
  from: number,
  timeoutMs = 120_000,
): Promise<{ key: string; ms: number }> => {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    for (const key of keys) if (await store.has(key)) return { key, ms: performance.now() - from };
    if (Date.now() > deadline) throw new Error(`None of ${keys.join(', ')} stored after ${timeoutMs} ms`);
    await sleep(20);
  }
};

/** The comparison at `target`, made: its time; throws when the converter refused it. */
const comparisonMade = async (store: FileStore, target: string, from: number): Promise<number> => {
  const { key, ms } = await firstStored(store, [target, comparisonRefusalKeyOf(target)], from);
  if (key !== target) throw new Error(`The converter refused ${target}: ${String(await store.get(key))}`);
  return ms;
};

/** Until the converter's queue is empty (the job running counts as pending): each run starts on idle converters. */
const convertersIdle = async (stack: TestStack, timeoutMs = 300_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while ((await stack.pdfs.counts()).pending > 0) {
    if (Date.now() > deadline) throw new Error(`The converter's queue still busy after ${timeoutMs} ms`);
    await sleep(50);
  }
};

/** A new clause, as a change of law adds one: what the redline and the compare show of each version. */
const addedClause = (step: number): string =>
  `1. Clausola introdotta con l’aggiornamento n. ${step}: le Parti danno atto che il presente contratto recepisce ` +
  'le disposizioni dell’art. 1, comma 59, L. 30 dicembre 2024, n. 207, che si applicano dalla data della sua sottoscrizione.';

/** The template's source after `steps` changes of law: one clause added under each of its first `steps` articles. */
const revisedSource = (source: string, steps: number): string => {
  const lines = source.split('\n');
  const headings = lines.flatMap((line, index) => (line.startsWith('## ') ? [index] : []));
  if (headings.length === 0) throw new Error('A source without articles');
  const added = new Map<number, string[]>();
  for (let step = 1; step <= steps; step += 1) {
    const at = headings[(step - 1) % headings.length] as number;
    added.set(at, [...(added.get(at) ?? []), addedClause(step)]);
  }
  return lines.flatMap((line, index) => [line, ...(added.get(index) ?? [])]).join('\n');
};

/**
 * The editor publishes the template's next version, its master and preview those of `definition` after `steps`
 * changes, with the notes of a change of law (so every buyer's update is free); answers its content version.
 */
const publishChange = async (
  stack: TestStack,
  token: string,
  templateId: string,
  definition: TemplateDefinition,
  steps: number,
): Promise<number> => {
  const current = await staffTemplate(stack, token, templateId);
  const files = buildTemplateFiles({ ...definition, source: revisedSource(definition.source, steps) });
  const uploaded = await uploadTemplateFiles(stack, token, {
    master: { fileName: files.masterFileName, buffer: files.master },
    preview: { fileName: files.previewFileName, buffer: files.preview },
    questions: current.json_questions,
  });
  if (uploaded.status !== 200) throw new Error(`upload: ${uploaded.status} ${JSON.stringify(uploaded.body)}`);
  const saved = await stack.api.put(
    `/api/template/${templateId}`,
    editableBody(current, {
      file_name: uploaded.body.data.file_name,
      preview_name: uploaded.body.data.preview_name,
      rules: current.rules ?? [],
      release_notes: LAW_NOTES,
    }),
    { token },
  );
  if (saved.status !== 200) throw new Error(`publish: ${saved.status} ${JSON.stringify(saved.body)}`);
  const published = await staffTemplate(stack, token, templateId);
  if (published.published_version !== published.content_version)
    throw new Error(`version ${published.content_version} not published`);
  return published.content_version as number;
};

/** A purchase through the stand-in (webhook delivered): the original an update starts from. */
const boughtOriginal = async (stack: TestStack, lawyer: SignedIn, templateId: string) => {
  const contract = await createCompletedContract(stack, lawyer.token, templateId);
  const paid = await payThroughStandIn(stack, lawyer.token, contract.id, { pec: lawyer.pec });
  if (paid.status !== 303) throw new Error(`payment: ${paid.status}`);
  return { id: contract.id, answers: contract.answers };
};

/** The purchased document of a contract (not its PDF, nor its redline). */
const purchasedDocument = async (stack: TestStack, contractId: string): Promise<string> => {
  const key = (await documentKeysOf(stack, contractId)).find((found) => /\/v\d+\.docx$/.test(found));
  if (!key) throw new Error(`No .docx stored for ${contractId}`);
  return key;
};

/**
 * The lawyer updates a bought original (POST /contract/{id}/update, the draft completed with the same answers)
 * and claims the free update: timed from the claim (the update's payment) to its redline stored.
 */
const timedRedline = async (
  stack: TestStack,
  lawyer: SignedIn,
  templateId: string,
  original: { id: string; answers: Json },
) => {
  const made = await stack.api.post(`/api/contract/${original.id}/update`, undefined, {
    token: lawyer.token,
  });
  if (made.status !== 201) throw new Error(`update: ${made.status} ${JSON.stringify(made.body)}`);
  const id = made.body.data.id as string;
  const completed = await stack.api.put(
    `/api/contract/${id}`,
    { type: templateId, status: 'COMPLETED', answers: original.answers },
    { token: lawyer.token },
  );
  if (completed.status !== 200) throw new Error(`completing the update: ${completed.status}`);
  const started = performance.now();
  const claimed = await stack.api.post(`/api/contract/${id}/claim-update`, undefined, {
    token: lawyer.token,
  });
  if (claimed.status !== 201)
    throw new Error(`claim-update: ${claimed.status} ${JSON.stringify(claimed.body)}`);
  const documentKey = await purchasedDocument(stack, id);
  const ms = await comparisonMade(stack.infrastructure.files.documents, redlineKeyOf(documentKey), started);
  return { id, documentKey, ms };
};

/** The staff's compare of two versions' master, timed from the first GET (which asks for it) to its .docx stored. */
const timedCompare = async (
  stack: TestStack,
  token: string,
  templateId: string,
  from: number,
  to: number,
) => {
  const path = `/api/template/${templateId}/compare?from=${from}&to=${to}&kind=master`;
  const started = performance.now();
  const asked = await stack.api.get(path, { token });
  if (asked.status !== 202)
    throw new Error(`compare ${from}-${to}: ${asked.status} ${JSON.stringify(asked.body)}`);
  const ms = await comparisonMade(
    stack.infrastructure.files.masters,
    compareKeyOf(templateId, from, to, 'master'),
    started,
  );
  return { path, ms };
};

/** Downloads a comparison as its user does, once made: 200 and a .docx with tracked changes; answers them. */
const downloadedChanges = async (stack: TestStack, path: string, token: string): Promise<Buffer> => {
  const answer = await stack.api.get(path, { token });
  if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status}`);
  return answer.raw;
};

const timingsOf = (
  template: string,
  pages: number,
  times: number[],
  budgetMs: number,
  changes: number,
): ComparisonTimings => {
  if (changes === 0) throw new Error(`${template}: a comparison without any tracked change`);
  return {
    template,
    pages,
    runs: times.length,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    budgetMs,
    changes,
  };
};

/**
 * On a stack that makes PDFs (and so comparisons), for each seeded template and a 50-page contract: `runs`
 * originals bought on its published version, then `runs` new versions published one after the other (each adds a
 * clause, with the notes of a change of law); the staff's compare of each version's master with the one before,
 * one after the other, each timed from its first GET to its .docx stored; then each original updated to the
 * newest version and the update claimed free, each timed from the claim to its redline stored. Every run starts on
 * idle converters (warm: the stack keeps them running); the first template's first compare and first two redlines
 * warm them up further and are not counted.
 */
export const measureRedlines = async (
  local: LocalStack,
  dataDir: string,
  runs: number,
): Promise<RedlineFigures> => {
  const stack = stackOf(local, dataDir);
  const [lawyer, editor] = [await loginAs(stack, 'user'), await loginAs(stack, 'editor')];
  await stack.api.put(`/api/user/${lawyer.user.id}/billing`, professionistaBilling(), {
    token: lawyer.token,
  });
  const catalogue = (await stack.api.get('/api/template?limit=100', { token: lawyer.token })).body.data
    .results as { id: string; name: string }[];
  const longDefinition = longContractDefinition(50);
  const long = await createPublishedTemplate(stack, editor.token, longDefinition, {
    stripe_url: freshPaymentLink(stack),
  });
  const templates = [
    ...seedTemplates.map((definition) => {
      const id = catalogue.find((template) => template.name === definition.name)?.id;
      if (!id) throw new Error(`${definition.name} is not in the catalogue`);
      return { name: definition.name, id, definition, budgetMs: SEEDED_BUDGET_MS };
    }),
    {
      name: 'Contract of about 50 pages',
      id: long.id as string,
      definition: longDefinition,
      budgetMs: LONG_BUDGET_MS,
    },
  ];
  const figures: RedlineFigures = { redlines: [], compares: [] };
  for (const [index, template] of templates.entries()) {
    const [compareWarmUps, redlineWarmUps] = index === 0 ? [1, 2] : [0, 0];
    const originals = [];
    for (let run = 0; run < runs + redlineWarmUps; run += 1)
      originals.push(await boughtOriginal(stack, lawyer, template.id));
    const first = (await staffTemplate(stack, editor.token, template.id)).content_version as number;
    const versions = [first];
    for (let step = 1; step <= runs + compareWarmUps; step += 1)
      versions.push(await publishChange(stack, editor.token, template.id, template.definition, step));
    await convertersIdle(stack);

    const compares: number[] = [];
    let compared = { path: '', ms: 0 };
    for (let step = 1; step < versions.length; step += 1) {
      compared = await timedCompare(
        stack,
        editor.token,
        template.id,
        versions[step - 1] ?? 0,
        versions[step] ?? 0,
      );
      if (step > compareWarmUps) compares.push(compared.ms);
      await convertersIdle(stack);
    }
    const newestMaster = await downloadedChanges(stack, compared.path, editor.token);
    figures.compares.push(
      timingsOf(
        template.name,
        pagesOf(newestMaster),
        compares,
        template.budgetMs,
        trackedChanges(newestMaster).length,
      ),
    );

    const redlines: number[] = [];
    let updated = { id: '', documentKey: '', ms: 0 };
    for (const [run, original] of originals.entries()) {
      updated = await timedRedline(stack, lawyer, template.id, original);
      if (run >= redlineWarmUps) redlines.push(updated.ms);
      await convertersIdle(stack);
    }
    const redline = await downloadedChanges(stack, `/api/contract/${updated.id}/redline`, lawyer.token);
    const document = await stack.infrastructure.files.documents.get(updated.documentKey);
    figures.redlines.push(
      timingsOf(
        template.name,
        document ? pagesOf(document) : 0,
        redlines,
        template.budgetMs,
        trackedChanges(redline).length,
      ),
    );
  }
  return figures;
};

/** How another lawyer's small redline fares while a long job of the converter runs (docs/design.md: under 10 s). */
export interface RedlineFairnessFigures {
  /** The long documents' estimated pages: just under the bound of a conversion (300). */
  longPages: number;
  /** Behind a long redline (two documents of `longPages` differing in one clause in ten). */
  behindRedline: { smallMs: number; longMs: number; longOutcome: 'made' | 'refused'; longChanges: number };
  /** Behind a long PDF. */
  behindPdf: { smallMs: number; longMs: number; longOutcome: 'made' | 'refused' };
}

/** A clause of about five lines (pdf-source-bounds.ts counts six); `changed`, one clause in ten says another day. */
const clauseOf =
  (changed: boolean) =>
  (index: number): string =>
    `Il conduttore si obbliga a corrispondere il canone pattuito entro il giorno ${changed && index % 10 === 0 ? 'dieci' : 'cinque'} di ogni mese. `.repeat(
      5,
    );

/**
 * On the PDF stack (PDF_WORKERS as `npm start` has it): purchases of the NDA with their PDF jobs held back, by one
 * lawyer (the long jobs) and another (the small redlines). A redline of two documents lengthened to just under the
 * bound of pages is asked for first, another lawyer's small redline (the NDA against itself with one clause added)
 * right after, each timed from its request to its .docx stored; once the long one ends, the same behind a PDF of a
 * document just under the bound.
 */
export const measureRedlineFairness = async (
  local: LocalStack,
  dataDir: string,
): Promise<RedlineFairnessFigures> => {
  const stack = stackOf(local, dataDir);
  const lawyer = await loginAs(stack, 'user');
  const other = await registerVerifiedApprovedLawyer(stack);
  await stack.api.put(`/api/user/${other.user.id}/billing`, professionistaBilling(), { token: other.token });
  const catalogue = (await stack.api.get('/api/template?limit=100', { token: lawyer.token })).body.data
    .results as { id: string; name: string }[];
  const nda = catalogue.find((template) => template.name === seedTemplates[1]?.name)?.id;
  if (!nda) throw new Error('No NDA in the catalogue');
  await convertersIdle(stack);
  const jobs = stack.infrastructure.pdfJobs;
  const request = jobs.request;
  const buy = async (buyer: SignedIn) => {
    const contract = await createCompletedContract(stack, buyer.token, nda);
    const paid = await payThroughStandIn(stack, buyer.token, contract.id, { pec: buyer.pec });
    if (paid.status !== 303) throw new Error(`payment: ${paid.status}`);
    return { contractId: contract.id, documentKey: await purchasedDocument(stack, contract.id) };
  };
  jobs.request = async () => undefined;
  let longs: { contractId: string; documentKey: string }[];
  let smalls: { contractId: string; documentKey: string }[];
  try {
    longs = [await buy(lawyer), await buy(lawyer), await buy(lawyer)];
    smalls = [await buy(other), await buy(other), await buy(other), await buy(other)];
  } finally {
    jobs.request = request;
  }
  const { documents } = stack.infrastructure.files;
  const nda0 = await documents.get(longs[0]?.documentKey ?? '');
  if (!nda0) throw new Error('No purchased .docx');
  const [longRevised, longOriginal, longPdf] = longs as [
    (typeof longs)[0],
    (typeof longs)[0],
    (typeof longs)[0],
  ];
  const revisedDocx = lengthened(nda0, 2000, clauseOf(true));
  const verdict = measurePdfSource(revisedDocx);
  if (!verdict.fits) throw new Error('The long contract is past the bounds');
  await documents.put(longRevised.documentKey, revisedDocx, DOCX_CONTENT_TYPE);
  await documents.put(longOriginal.documentKey, lengthened(nda0, 2000, clauseOf(false)), DOCX_CONTENT_TYPE);
  await documents.put(longPdf.documentKey, revisedDocx, DOCX_CONTENT_TYPE);
  // Each small redline: the NDA bought against the same NDA with one clause added.
  for (const small of [smalls[0], smalls[2]])
    await documents.put(small?.documentKey ?? '', lengthened(nda0, 1), DOCX_CONTENT_TYPE);
  const smallJob = (revised: number) =>
    redlineJobOf({
      contractId: smalls[revised]?.contractId ?? '',
      documentKey: smalls[revised]?.documentKey ?? '',
      originalKey: smalls[revised + 1]?.documentKey ?? '',
      version: 2,
    });

  const outcome = async (target: string, refusal: string, from: number) => {
    const { key, ms } = await firstStored(documents, [target, refusal], from, 600_000);
    return { longMs: ms, longOutcome: key === target ? ('made' as const) : ('refused' as const) };
  };
  /** The long redline's tracked changes: a compare that did the work (one clause in ten changed). */
  const changesOf = async (target: string): Promise<number> => {
    const made = await documents.get(target);
    return made ? trackedChanges(made).length : 0;
  };
  const longRedline = redlineJobOf({
    contractId: longRevised.contractId,
    documentKey: longRevised.documentKey,
    originalKey: longOriginal.documentKey,
    version: 2,
  });
  const longAsked = performance.now();
  await jobs.request(longRedline);
  let smallAsked = performance.now();
  await jobs.request(smallJob(0));
  const behindRedlineMs = await comparisonMade(documents, smallJob(0).target, smallAsked);
  const behindRedline = {
    smallMs: behindRedlineMs,
    ...(await outcome(longRedline.target, comparisonRefusalKeyOf(longRedline.target), longAsked)),
    longChanges: await changesOf(longRedline.target),
  };
  await convertersIdle(stack, 600_000);

  const pdfAsked = performance.now();
  await jobs.request(longPdf);
  smallAsked = performance.now();
  await jobs.request(smallJob(2));
  const behindPdfMs = await comparisonMade(documents, smallJob(2).target, smallAsked);
  const behindPdf = {
    smallMs: behindPdfMs,
    ...(await outcome(pdfKeyOf(longPdf.documentKey), pdfRefusalKeyOf(longPdf.documentKey), pdfAsked)),
  };
  await convertersIdle(stack, 600_000);
  return { longPages: verdict.estimatedPages ?? 0, behindRedline, behindPdf };
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const comparisonRows = (what: string, timings: ComparisonTimings[]): BudgetRow[] =>
  timings.map((timing) => ({
    figure: `Updates: ${what}, warm converter: ${timing.template} (about ${timing.pages} pages, ${timing.runs} in a row)`,
    budget: `p95 < ${timing.budgetMs / 1000} s`,
    measured: `p50 ${seconds(timing.p50Ms)}, p95 ${seconds(timing.p95Ms)} (${timing.changes} tracked changes)`,
    within: timing.p95Ms < timing.budgetMs,
  }));

export const redlineRows = (figures: RedlineFigures | undefined): BudgetRow[] =>
  figures
    ? [
        ...comparisonRows('redline, update paid to .docx stored', figures.redlines),
        ...comparisonRows("staff's compare of two versions' master, asked to stored", figures.compares),
      ]
    : [];

export const redlineFairnessRows = (fairness: RedlineFairnessFigures | undefined): BudgetRow[] =>
  fairness
    ? (
        [
          ['redline', fairness.behindRedline],
          ['PDF', fairness.behindPdf],
        ] as const
      ).map(([kind, figure]) => ({
        figure:
          `Redline fairness: another lawyer's redline asked for right after a ${kind} of about ` +
          `${fairness.longPages} pages`,
        budget: '< 10 s',
        measured:
          `${seconds(figure.smallMs)} (the long ${kind}: ${figure.longOutcome} in ${seconds(figure.longMs)}` +
          `${'longChanges' in figure ? `, ${figure.longChanges} tracked changes` : ''})`,
        within: figure.smallMs < 10_000,
      }))
    : [];
