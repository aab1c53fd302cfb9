import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkPdfA } from '@redigo/functions/documents/pdfa-check';
import { inflateEntry, readZipEntries } from '@redigo/functions/documents/zip/zip-reader';
import { deflatedEntry, writeZip } from '@redigo/functions/documents/zip/zip-writer';
import { pdfKeyOf, pdfRefusalKeyOf, type PdfJob } from '@redigo/functions/areas/contract-pdfs';
import { measurePdfSource } from '@redigo/functions/areas/pdf-conversion';
import { DOCX_CONTENT_TYPE } from '@redigo/functions/ports/file-store';
import { createLibreOfficeConverter } from '@redigo/functions/infrastructure/libreoffice/libreoffice-converter';
import {
  DEBIAN_UNO_PYTHON,
  findSoffice,
} from '@redigo/functions/infrastructure/libreoffice/soffice-location';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { buildTemplateFiles, seedTemplates } from '../../infra/src/seed/templates/index';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { renderSample } from '../../infra/src/seed/templates/render-sample';
import { loginAs, registerVerifiedApprovedLawyer, type SignedIn } from '../support/accounts';
import { createApiClient } from '../support/api-client';
import { createCompletedContract } from '../support/contracts';
import { professionistaBilling } from '../support/invoices';
import { documentKeysOf, freshPaymentLink, payThroughStandIn, postPayment } from '../support/payments';
import { createPublishedTemplate } from '../support/templates';
import type { TestStack } from '../support/test-stack';
import type { BudgetRow } from './budget-row';
import { longContractDefinition } from './long-contract';

/** One conversion of the NDA's full document, by how warm LibreOffice is. */
export interface ConversionFigures {
  pages: number;
  /** A new profile: LibreOffice's first start ever, then the conversion (a fresh Lambda container). */
  coldNewProfileMs: number;
  /** The profile kept from before, soffice started for this conversion (`npm start` again). */
  coldKeptProfileMs: number;
  /** The soffice kept running: each conversion a short UNO call. */
  warmMedianMs: number;
  warmP95Ms: number;
  /** Without the UNO bridge: one soffice per conversion, on the kept profile. */
  oneShotMedianMs: number;
}

/** From the payment recorded (POST /payment answered) to the PDF stored, with the converter warm. */
export interface PdfPurchaseFigures {
  template: string;
  pages: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
}

export interface PdfFigures {
  conversion?: ConversionFigures;
  purchases?: PdfPurchaseFigures[];
  fairness?: PdfFairnessFigures;
}

export const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const timed = async (work: () => Promise<unknown>): Promise<number> => {
  const started = performance.now();
  await work();
  return performance.now() - started;
};

/** The NDA's full document on its first questionnaire path, rendered as a purchase renders it. */
const ndaDocument = (): Buffer => {
  const definition = seedTemplates[1];
  if (!definition) throw new Error('No NDA seed template');
  const files = buildTemplateFiles(definition);
  return renderSample(files.master, reachableAnswerSets(definition.questions)[0] ?? {}, definition.questions);
};

/** The time of one conversion cold (new or kept profile), warm (`runs` in a row) and one soffice per document. */
export const measureConversion = async (runs: number): Promise<ConversionFigures> => {
  const soffice = findSoffice('soffice');
  if (!soffice) throw new Error('LibreOffice (soffice) is not installed');
  const docx = ndaDocument();
  const profileDirectory = join(mkdtempSync(join(tmpdir(), 'redigo-bench-pdf-')), 'profile');
  const converter = (python: string) =>
    createLibreOfficeConverter({ soffice, python, profileDirectory, timeoutMs: 120_000 });
  try {
    const fresh = converter(DEBIAN_UNO_PYTHON);
    let pdf: Buffer = Buffer.alloc(0);
    const coldNewProfileMs = await timed(async () => (pdf = await fresh.toPdfA(docx)));
    await fresh.close();
    const kept = converter(DEBIAN_UNO_PYTHON);
    const coldKeptProfileMs = await timed(() => kept.toPdfA(docx));
    const warm: number[] = [];
    for (let run = 0; run < runs; run += 1) warm.push(await timed(() => kept.toPdfA(docx)));
    await kept.close();
    const oneShot = converter('/nonexistent/python-without-uno');
    const oneShots: number[] = [];
    for (let run = 0; run < 3; run += 1) oneShots.push(await timed(() => oneShot.toPdfA(docx)));
    await oneShot.close();
    return {
      pages: (await checkPdfA(pdf, { maxPages: 1000 })).pages,
      coldNewProfileMs,
      coldKeptProfileMs,
      warmMedianMs: percentile(warm, 50),
      warmP95Ms: percentile(warm, 95),
      oneShotMedianMs: percentile(oneShots, 50),
    };
  } finally {
    rmSync(join(profileDirectory, '..'), { recursive: true, force: true });
  }
};

/** Polls the documents bucket (HEAD) until the contract's PDF is there, beside its .docx; answers its key. */
const pdfStored = async (stack: TestStack, contractId: string, timeoutMs = 60_000): Promise<string> => {
  const docx = (await documentKeysOf(stack, contractId)).find((key) => key.endsWith('.docx'));
  if (!docx) throw new Error(`No .docx stored for ${contractId}`);
  const pdf = docx.replace(/\.docx$/, '.pdf');
  const deadline = Date.now() + timeoutMs;
  while (!(await stack.infrastructure.files.documents.has(pdf))) {
    if (Date.now() > deadline) throw new Error(`No PDF for ${contractId} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return pdf;
};

/** A purchase of the template, timed from POST /payment's answer to the PDF stored; answers the PDF's key too. */
const purchaseToPdf = async (stack: TestStack, lawyer: SignedIn, templateId: string) => {
  const contract = await createCompletedContract(stack, lawyer.token, templateId);
  const paid = await payThroughStandIn(stack, lawyer.token, contract.id, {
    params: { deliver_webhook: 'false' },
  });
  const recorded = await postPayment(stack, lawyer.token, contract.id, paid.sessionId ?? '');
  if (recorded.status !== 201) throw new Error(`payment: ${recorded.status}`);
  const started = performance.now();
  const key = await pdfStored(stack, contract.id);
  return { ms: performance.now() - started, key };
};

/**
 * `runs` purchases of each seed template and of a 50-page contract on a stack that makes PDFs, one after the
 * other, each timed from the payment recorded to its PDF stored; one purchase first, not counted, warms the
 * converter as a running `npm start` has it.
 */
export const measurePdfPurchases = async (
  local: LocalStack,
  dataDir: string,
  runs: number,
): Promise<PdfPurchaseFigures[]> => {
  const stack: TestStack = { ...local, api: createApiClient(local.url), dataDir, tablePrefix: '' };
  const [lawyer, editor] = [await loginAs(stack, 'user'), await loginAs(stack, 'editor')];
  await stack.api.put(`/api/user/${lawyer.user.id}/billing`, professionistaBilling(), {
    token: lawyer.token,
  });
  const catalogue = (await stack.api.get('/api/template?limit=100', { token: lawyer.token })).body.data
    .results;
  const long = await createPublishedTemplate(stack, editor.token, longContractDefinition(50), {
    stripe_url: freshPaymentLink(stack),
  });
  const templates = [
    ...seedTemplates.map((definition) => ({
      name: definition.name,
      id: catalogue.find((template: { name: string }) => template.name === definition.name)?.id as string,
    })),
    { name: 'Contract of about 50 pages', id: long.id as string },
  ];
  await purchaseToPdf(stack, lawyer, templates[0]?.id ?? '');
  const figures: PdfPurchaseFigures[] = [];
  for (const template of templates) {
    const timings: number[] = [];
    let key = '';
    for (let run = 0; run < runs; run += 1) {
      const purchase = await purchaseToPdf(stack, lawyer, template.id);
      timings.push(purchase.ms);
      key = purchase.key;
    }
    const pdf = await stack.infrastructure.files.documents.get(key);
    figures.push({
      template: template.name,
      pages: pdf ? (await checkPdfA(pdf, { maxPages: 1000 })).pages : 0,
      runs,
      p50Ms: percentile(timings, 50),
      p95Ms: percentile(timings, 95),
    });
  }
  return figures;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

export const pdfRows = (figures: PdfFigures | undefined): BudgetRow[] => [
  ...pdfFairnessRows(figures?.fairness),
  ...(figures?.purchases ?? []).map((purchase) => ({
    figure: `PDF/A: payment recorded to PDF stored, warm converter: ${purchase.template} (${purchase.pages} pages, ${purchase.runs} in a row)`,
    budget: 'p95 < 5 s',
    measured: `p50 ${seconds(purchase.p50Ms)}, p95 ${seconds(purchase.p95Ms)}`,
    within: purchase.p95Ms < 5000,
  })),
  ...(figures?.conversion
    ? [
        {
          figure: `PDF/A: one conversion (NDA, ${figures.conversion.pages} pages), cold and warm`,
          budget: 'none (reported)',
          measured:
            `cold ${seconds(figures.conversion.coldNewProfileMs)} (new profile), ` +
            `${seconds(figures.conversion.coldKeptProfileMs)} (kept profile); warm median ` +
            `${seconds(figures.conversion.warmMedianMs)}, p95 ${seconds(figures.conversion.warmP95Ms)}; ` +
            `one soffice per document ${seconds(figures.conversion.oneShotMedianMs)}`,
          within: null,
        },
      ]
    : []),
];

/** How a small PDF fares while a long conversion runs (issue 33: no PDF waits more than 10 s behind another's). */
export interface PdfFairnessFigures {
  /** The long job's estimated pages (just under the bound) and its conversion, from its request to its PDF. */
  longPages: number;
  longMs: number;
  /** Another lawyer's NDA, asked for right after the long job: from its request to its PDF stored. */
  smallMs: number;
  /** A document past the bounds: from its request to its refusal stored (LibreOffice never runs on it). */
  refusedMs: number;
}

/** A clause of about five lines (pdf-source-bounds.ts counts six). */
const CLAUSE =
  'Il conduttore si obbliga a corrispondere il canone pattuito entro il giorno cinque di ogni mese. '.repeat(
    5,
  );

/**
 * The purchased .docx with `clauses` clauses added before its last section: a long contract LibreOffice opens;
 * `clause` gives the text of each (CLAUSE unless told).
 */
export const lengthened = (
  docx: Buffer,
  clauses: number,
  clause: (index: number) => string = () => CLAUSE,
): Buffer =>
  writeZip(
    readZipEntries(docx).map((entry) => {
      let content = inflateEntry(docx, entry, 64 * 1024 * 1024);
      if (entry.name === 'word/document.xml') {
        const xml = content.toString('utf8');
        const at = xml.lastIndexOf('<w:sectPr');
        const added = Array.from(
          { length: clauses },
          (_, index) => `<w:p><w:r><w:t>${clause(index)}</w:t></w:r></w:p>`,
        ).join('');
        content = Buffer.from(`${xml.slice(0, at)}${added}${xml.slice(at)}`, 'utf8');
      }
      return deflatedEntry(entry.name, content);
    }),
  );

/** Waits until `key` is stored in the documents bucket; answers the time since `from`. */
const storedAfter = async (stack: TestStack, key: string, from: number, timeoutMs = 300_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await stack.infrastructure.files.documents.has(key))) {
    if (Date.now() > deadline) throw new Error(`${key} not stored after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return performance.now() - from;
};

/**
 * On the PDF stack (PDF_WORKERS as `npm start` has it): three purchases with their PDF jobs held back, then a
 * contract lengthened to just under the bound of pages asked for first, another lawyer's NDA right after, and a
 * contract past the bounds; each timed from its request to its PDF (or refusal) stored.
 */
export const measurePdfFairness = async (local: LocalStack, dataDir: string): Promise<PdfFairnessFigures> => {
  const stack: TestStack = { ...local, api: createApiClient(local.url), dataDir, tablePrefix: '' };
  const lawyer = await loginAs(stack, 'user');
  const other = await registerVerifiedApprovedLawyer(stack);
  await stack.api.put(`/api/user/${other.user.id}/billing`, professionistaBilling(), { token: other.token });
  const catalogue = (await stack.api.get('/api/template?limit=100', { token: lawyer.token })).body.data
    .results;
  const nda = catalogue.find((template: { name: string }) => template.name === seedTemplates[1]?.name)?.id;
  const jobs = stack.infrastructure.pdfJobs;
  const request = jobs.request;
  const buy = async (buyer: SignedIn) => {
    const contract = await createCompletedContract(stack, buyer.token, nda as string);
    const paid = await payThroughStandIn(stack, buyer.token, contract.id, { pec: buyer.pec });
    if (paid.status !== 303) throw new Error(`payment: ${paid.status}`);
    const docx = (await documentKeysOf(stack, contract.id)).find((key) => key.endsWith('.docx')) ?? '';
    return { contractId: contract.id, documentKey: docx };
  };
  jobs.request = async () => undefined;
  let bought: { contractId: string; documentKey: string }[];
  try {
    bought = [await buy(lawyer), await buy(other), await buy(lawyer)];
  } finally {
    jobs.request = request;
  }
  const [long, small, huge] = bought as [PdfJob, PdfJob, PdfJob];
  const { documents } = stack.infrastructure.files;
  const original = await documents.get(long.documentKey);
  if (!original) throw new Error('No purchased .docx');
  const longDocx = lengthened(original, 2000);
  await documents.put(long.documentKey, longDocx, DOCX_CONTENT_TYPE);
  await documents.put(huge.documentKey, lengthened(original, 6000), DOCX_CONTENT_TYPE);
  const verdict = measurePdfSource(longDocx);
  if (!verdict.fits) throw new Error('The long contract is past the bounds');

  const longAsked = performance.now();
  await jobs.request(long);
  const smallAsked = performance.now();
  await jobs.request(small);
  const smallMs = await storedAfter(stack, pdfKeyOf(small.documentKey), smallAsked);
  const refusedAsked = performance.now();
  await jobs.request(huge);
  const refusedMs = await storedAfter(stack, pdfRefusalKeyOf(huge.documentKey), refusedAsked);
  const longMs = await storedAfter(stack, pdfKeyOf(long.documentKey), longAsked);
  return { longPages: verdict.estimatedPages ?? 0, longMs, smallMs, refusedMs };
};

const pdfFairnessRows = (fairness: PdfFairnessFigures | undefined): BudgetRow[] =>
  fairness
    ? [
        {
          figure:
            `PDF/A fairness: a huge job does not delay another lawyer's PDF past 10 s ` +
            `(an NDA asked for right after a contract of about ${fairness.longPages} pages)`,
          budget: '< 10 s',
          measured:
            `${seconds(fairness.smallMs)} (the long contract's own: ${seconds(fairness.longMs)}; ` +
            `a document past the bounds refused in ${seconds(fairness.refusedMs)}, LibreOffice not run)`,
          within: fairness.smallMs < 10_000,
        },
      ]
    : [];
