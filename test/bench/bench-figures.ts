import { basename } from 'node:path';
import type { BudgetRow } from './budget-row';
import { clientLinkRows, type ClientLinkFigures } from './client-link-bench';
import type { ColdStarts } from './cold-start-bench';
import { contactRows, type ContactsFigures } from './contacts-bench';
import type { FirstRequest } from './first-request-bench';
import type { ListsFigures } from './lists-suite';
import { pdfRows, type PdfFigures } from './pdf-bench';
import { purchaseRows, type PurchaseFigures } from './purchase-bench';
import { rateLimitRows, type RateLimitFigures } from './rate-limit-bench';
import { rulesRows, type RulesFigure } from './rules-bench';
import type { QuestionsLatency } from './questions-bench';
import type { MasterRender } from './render-suite';
import type { FirstPaint, WebSizes } from './spa-bench';
import type { PathVerificationFigure } from './verify-paths-bench';
import type { BoundedVerificationFigure } from './bounded-verification-bench';
import { updateMailRows, type UpdateMailFigures } from './update-mails-bench';
import {
  redlineFairnessRows,
  redlineRows,
  type RedlineFairnessFigures,
  type RedlineFigures,
} from './updates-bench';

/** Everything one run measured; a figure is missing when its phase failed (see `failures`). */
export interface BenchFigures {
  web?: WebSizes;
  coldStarts?: ColdStarts;
  firstRequests?: FirstRequest[];
  renders?: MasterRender[];
  firstPaint?: FirstPaint;
  questions?: QuestionsLatency[];
  lists?: ListsFigures;
  purchases?: PurchaseFigures;
  pathVerification?: PathVerificationFigure[];
  pdf?: PdfFigures;
  boundedVerification?: BoundedVerificationFigure[];
  contacts?: ContactsFigures;
  rateLimit?: RateLimitFigures;
  rules?: RulesFigure;
  clientLinks?: ClientLinkFigures;
  updates?: { redlines?: RedlineFigures; fairness?: RedlineFairnessFigures; mails?: UpdateMailFigures };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const times = (ratio: number) => `${ratio.toFixed(2)}x`;

const renderRows = (renders: MasterRender[]): BudgetRow[] =>
  renders.map((render) => ({
    figure: `Render, warm: ${render.master}`,
    budget: '<= 2x floor',
    measured:
      `${times(render.ratio)} (median ${ms(render.renderMedianMs)}, p95 ${ms(render.renderP95Ms)}; ` +
      `floor ${ms(render.floorMedianMs)}; peak RSS ${render.peakRssMb.toFixed(0)} MB, ` +
      `${render.baselineRssMb.toFixed(0)} MB before rendering)`,
    within: render.ratio <= 2,
  }));

const questionRows = (latencies: QuestionsLatency[]): BudgetRow[] =>
  latencies.map((latency) => {
    const failed = latency.errors + latency.non2xx;
    const budgeted = latency.connections === 50 && latency.perClientRate !== undefined;
    const clients = `${latency.connections} client${latency.connections === 1 ? '' : 's'}`;
    return {
      figure: `Next question, ${clients}, ${latency.perClientRate ? `${latency.perClientRate} requests/s each` : 'back to back'}`,
      budget: budgeted ? 'p95 < 20 ms, 0 errors' : '0 errors',
      measured:
        `p50 ${ms(latency.p50Ms)}, p95 ${ms(latency.p95Ms)}, p99 ${ms(latency.p99Ms)}; ` +
        `${latency.requests} requests (${latency.requestsPerSecond.toFixed(0)}/s), ${failed} errors`,
      within: failed === 0 && (!budgeted || latency.p95Ms < 20),
    };
  });

const listRows = (lists: ListsFigures): BudgetRow[] => {
  const [smallest, largest] = [lists.sizes[0], lists.sizes[lists.sizes.length - 1]];
  return Object.entries(lists.firstPageRatios).map(([list, ratio]) => {
    const pages = (size: typeof smallest) =>
      (size?.timings ?? [])
        .filter((timing) => timing.list === list)
        .map((timing) => `p.${timing.page} ${ms(timing.medianMs)}`)
        .join(', ');
    return {
      figure: `List page 1, ${largest?.contracts ?? '?'} vs ${smallest?.contracts ?? '?'} contracts: ${list}`,
      budget: '<= 1.5x',
      measured: `${times(ratio)} page 1 in alternation (alone: ${pages(smallest)} | ${pages(largest)})`,
      within: ratio <= 1.5,
    };
  });
};

const coldStartRows = ({ bundles, floorMedianMs }: ColdStarts): BudgetRow[] =>
  bundles.flatMap((bundle) => [
    {
      figure: `Lambda ${bundle.area}: bundle`,
      budget: '< 1 MB minified',
      measured: `${kb(bundle.bytes)} minified, ${kb(bundle.gzipBytes)} gzip`,
      within: bundle.bytes < 1024 * 1024,
    },
    ...bundle.workers.map((worker) => ({
      figure: `Lambda ${bundle.area}: worker ${basename(worker.file)}`,
      budget: '< 1 MB minified',
      measured: `${kb(worker.bytes)} minified`,
      within: worker.bytes < 1024 * 1024,
    })),
    {
      figure: `Lambda ${bundle.area}: import, fresh process`,
      budget: '< 150 ms, no connection',
      measured:
        `median ${ms(bundle.importMedianMs)}, max ${ms(bundle.importMaxMs)} (${bundle.runs} runs); ` +
        `${times(bundle.importMedianMs / floorMedianMs)} the DynamoDB client alone (${ms(floorMedianMs)})` +
        (bundle.openAtImport.length > 0 ? `; opened ${bundle.openAtImport.join(', ')}` : ''),
      within: bundle.importMedianMs < 150 && bundle.openAtImport.length === 0,
    },
  ]);

const firstRequestRows = (requests: FirstRequest[]): BudgetRow[] =>
  requests.map((request) => ({
    figure: `Lambda ${request.area}: first request, fresh process (${request.route})`,
    budget: 'none (reported)',
    measured:
      `median ${ms(request.totalMedianMs)} = import ${ms(request.importMedianMs)} + first invocation ` +
      `${ms(request.invocationMedianMs)}; max ${ms(request.totalMaxMs)} (${request.runs} runs, answered ${request.status})`,
    within: null,
  }));

const webRows = (web: WebSizes | undefined, paint: FirstPaint | undefined): BudgetRow[] => [
  ...(web
    ? [
        {
          figure: 'SPA first load JS (gzip)',
          budget: '< 170 KB',
          measured: kb(web.initialJs),
          within: web.initialJs < 170 * 1024,
        },
        {
          figure: 'SPA admin chunk (gzip)',
          budget: 'a separate chunk',
          measured: `${kb(web.adminJs)}, loaded only by staff`,
          within: web.adminJs > 0,
        },
        {
          figure: 'SPA docx-preview with jszip (gzip)',
          budget: 'a separate chunk',
          measured: `${kb(web.docxPreviewJs)}, ${web.docxPreviewInFirstLoad ? 'in the first load' : 'loaded by the pages that show a .docx'}`,
          within: web.docxPreviewJs > 0 && !web.docxPreviewInFirstLoad,
        },
      ]
    : []),
  ...(paint
    ? [
        {
          figure: 'SPA catalogue, first contentful paint',
          budget: 'none (reported)',
          measured:
            `${times(paint.catalogueFcpMedianMs / paint.floorFcpMedianMs)} floor (${ms(paint.catalogueFcpMedianMs)}; ` +
            `floor ${ms(paint.floorFcpMedianMs)}; cards at ${ms(paint.catalogueCardsMedianMs)})`,
          within: null,
        },
      ]
    : []),
];

const pathVerificationRows = (figures: PathVerificationFigure[]): BudgetRow[] =>
  figures.map((figure) => ({
    figure: `Verifica tutti i percorsi: ${figure.template}`,
    budget: '< 5 s, no finding',
    measured:
      `median ${ms(figure.medianMs)} (first ${ms(figure.firstMs)}); ${figure.combinations} paths` +
      `${figure.exhaustive ? ' (all)' : ' (pairwise)'}, ${figure.findings} findings`,
    within: figure.medianMs < 5000 && figure.findings === 0,
  }));

const boundedVerificationRows = (figures: BoundedVerificationFigure[]): BudgetRow[] =>
  figures.flatMap((figure) => {
    const size = `${figure.questions} questions × ${figure.options} options`;
    return [
      {
        figure: `Verifica tutti i percorsi, ${size}`,
        budget: '< 20 s',
        measured: `${(figure.verifyMs / 1000).toFixed(1)} s, ${figure.combinations} paths${figure.sampled ? ' (a sample)' : ' (all pairs)'}`,
        within: figure.verifyMs < 20_000,
      },
      {
        figure: `Another request during it, ${size}`,
        budget: '< 1 s',
        measured: `max ${ms(figure.otherMaxMs)}, median ${ms(figure.otherMedianMs)} (${figure.otherRequests} requests)`,
        within: figure.otherMaxMs < 1000,
      },
    ];
  });

/** The table's rows: each budget of docs/design.md "Performance budgets" against what the run measured. */
export const budgetRows = (figures: BenchFigures): BudgetRow[] => [
  ...renderRows(figures.renders ?? []),
  ...questionRows(figures.questions ?? []),
  ...rulesRows(figures.rules),
  ...(figures.lists ? listRows(figures.lists) : []),
  ...contactRows(figures.contacts),
  ...(figures.coldStarts ? coldStartRows(figures.coldStarts) : []),
  ...firstRequestRows(figures.firstRequests ?? []),
  ...webRows(figures.web, figures.firstPaint),
  ...purchaseRows(figures.purchases),
  ...pathVerificationRows(figures.pathVerification ?? []),
  ...pdfRows(figures.pdf),
  ...redlineRows(figures.updates?.redlines),
  ...redlineFairnessRows(figures.updates?.fairness),
  ...updateMailRows(figures.updates?.mails),
  ...boundedVerificationRows(figures.boundedVerification ?? []),
  ...(figures.rateLimit ? rateLimitRows(figures.rateLimit) : []),
  ...clientLinkRows(figures.clientLinks),
];
