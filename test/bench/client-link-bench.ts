import { group } from '@redigo/shared/questionnaire/test-support/groups';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { loginAs, type SignedIn } from '../support/accounts';
import { createApiClient } from '../support/api-client';
import {
  createDraft,
  createLink,
  createLinkTemplate,
  mailedCode,
  mailedLinkToken,
  PERSON,
} from '../support/client-links';
import type { TestStack } from '../support/test-stack';
import { createTypedTemplate } from '../support/typed-templates';
import type { BudgetRow } from './budget-row';
import { percentile } from './questions-bench';

/** The client's link through the local stack (docs/design.md: open, verify and the form p95 < 100 ms; a review of 200 proposals < 500 ms). */
export interface ClientLinkFigures {
  links: number;
  open: { p50Ms: number; p95Ms: number; runs: number };
  verify: { p50Ms: number; p95Ms: number; runs: number };
  form: { p50Ms: number; p95Ms: number; runs: number };
  review: { proposals: number; medianMs: number; maxMs: number; runs: number };
}

const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> => {
  const started = performance.now();
  const result = await work();
  return { ms: performance.now() - started, result };
};

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 0.5), p95Ms: percentile(sorted, 0.95), runs: sorted.length };
};

const expectStatus = (step: string, status: number, expected = 200): void => {
  if (status !== expected) throw new Error(`${step}: ${status}`);
};

/** A group of 20 items of 10 text fields: 200 proposals when the client sends it whole. */
const wideGroup = () =>
  group(
    'parti',
    Array.from({ length: 10 }, (_, n) => ({
      ...typed(`campo_${n + 1}`, 'text'),
      question: `Campo ${n + 1}`,
    })),
    { min_items: 1, max_items: 20, item_label: 'Parte' },
  );

const WIDE_ANSWER = Array.from({ length: 20 }, (_, item) =>
  Object.fromEntries(Array.from({ length: 10 }, (_, n) => [`campo_${n + 1}`, `Valore ${item + 1}.${n + 1}`])),
);

/** The client's way in, each step timed: open (a code mailed), verify, then the form read `formReads` times. */
const clientRun = async (stack: TestStack, email: string, formReads: number) => {
  const token = await mailedLinkToken(stack, email);
  const opened = await timed(() => stack.api.post('/api/client/open', { token }));
  expectStatus('open', opened.result.status);
  const code = await mailedCode(stack, email);
  const verified = await timed(() => stack.api.post('/api/client/verify', { token, code }));
  expectStatus('verify', verified.result.status);
  const clientToken = verified.result.headers.get('authorization') ?? '';
  const forms: number[] = [];
  for (let read = 0; read < formReads; read += 1) {
    const form = await timed(() => stack.api.get('/api/client/form', { token: clientToken }));
    expectStatus('form', form.result.status);
    forms.push(form.ms);
  }
  return { openMs: opened.ms, verifyMs: verified.ms, forms, clientToken };
};

/** One review of 200 proposals accepted at once, timed; the client sent 20 parties of 10 fields. */
const timedReview = async (stack: TestStack, lawyer: SignedIn, templateId: string): Promise<number> => {
  const draft = await createDraft(stack, lawyer.token, templateId, {});
  const { email } = await createLink(stack, lawyer.token, draft, { questions: ['parti'] });
  const { clientToken } = await clientRun(stack, email, 0);
  const sent = await stack.api.post(
    '/api/client/submit',
    { answers: { parti: WIDE_ANSWER }, privacy_ack: true },
    { token: clientToken },
  );
  expectStatus('submit', sent.status);
  const decisions = WIDE_ANSWER.flatMap((item, index) =>
    Object.keys(item).map((field) => ({ variable: 'parti', item: index, field, action: 'accept' })),
  );
  const review = await timed(() =>
    stack.api.post(`/api/contract/${draft}/client-link/review`, { decisions }, { token: lawyer.token }),
  );
  expectStatus('review', review.result.status);
  return review.ms;
};

/** `links` clients each opening, verifying and reading the form 5 times; `reviews` reviews of 200 proposals. */
export const measureClientLinks = async (
  local: LocalStack,
  dataDir: string,
  { links, reviews }: { links: number; reviews: number },
): Promise<ClientLinkFigures> => {
  const stack: TestStack = { ...local, api: createApiClient(local.url), dataDir, tablePrefix: '' };
  const [lawyer, editor] = await Promise.all([loginAs(stack, 'user'), loginAs(stack, 'editor')]);
  const templateId = await createLinkTemplate(stack, editor.token);
  const opens: number[] = [];
  const verifies: number[] = [];
  const forms: number[] = [];
  for (let n = 0; n < links; n += 1) {
    const draft = await createDraft(stack, lawyer.token, templateId, {
      uso: 'Abitativo',
      locatori: [PERSON],
    });
    const { email } = await createLink(stack, lawyer.token, draft, { questions: ['locatori', 'canone'] });
    const run = await clientRun(stack, email, 5);
    opens.push(run.openMs);
    verifies.push(run.verifyMs);
    forms.push(...run.forms);
  }
  const wide = (await createTypedTemplate(stack, editor.token, [wideGroup()], ['{#parti}{campo_1}{/parti}']))
    .id;
  const reviewTimes: number[] = [];
  for (let n = 0; n < reviews; n += 1) reviewTimes.push(await timedReview(stack, lawyer, wide));
  const sortedReviews = [...reviewTimes].sort((a, b) => a - b);
  return {
    links,
    open: summary(opens),
    verify: summary(verifies),
    form: summary(forms),
    review: {
      proposals: WIDE_ANSWER.length * 10,
      medianMs: percentile(sortedReviews, 0.5),
      maxMs: sortedReviews[sortedReviews.length - 1] ?? NaN,
      runs: reviews,
    },
  };
};

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export const clientLinkRows = (figures: ClientLinkFigures | undefined): BudgetRow[] =>
  figures
    ? [
        ...(['open', 'verify', 'form'] as const).map((step) => ({
          figure: `Client's link: ${step === 'form' ? 'GET /client/form' : `POST /client/${step}`} (${figures.links} links)`,
          budget: 'p95 < 100 ms',
          measured: `p50 ${ms(figures[step].p50Ms)}, p95 ${ms(figures[step].p95Ms)} (${figures[step].runs} requests)`,
          within: figures[step].p95Ms < 100,
        })),
        {
          figure: `Client's link: a review of ${figures.review.proposals} proposals`,
          budget: '< 500 ms',
          measured: `median ${ms(figures.review.medianMs)}, max ${ms(figures.review.maxMs)} (${figures.review.runs} reviews)`,
          within: figures.review.maxMs < 500,
        },
      ]
    : [];
