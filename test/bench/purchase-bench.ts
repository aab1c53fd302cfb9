import type { LocalStack } from '../../infra/src/local/local-stack';
import { loginAs, type SignedIn } from '../support/accounts';
import { createApiClient } from '../support/api-client';
import { createCompletedContract, templateIdByName } from '../support/contracts';
import { professionistaBilling } from '../support/invoices';
import { payThroughStandIn, postPayment } from '../support/payments';
import type { TestStack } from '../support/test-stack';
import type { BudgetRow } from './budget-row';

const TEMPLATE = 'Contratto di locazione abitativa 4+4';

/** A purchase, from the payment recorded to the document stored and the invoice issued. */
export interface PurchaseFigures {
  sequential: number;
  p50Ms: number;
  p95Ms: number;
  concurrent: number;
  concurrentErrors: number;
  concurrentWallMs: number;
  /** The invoice numbers of the concurrent purchases run one after the other, with no gap or repeat. */
  gapFree: boolean;
  numbers: string[];
}

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** A completed contract paid on the stand-in with no webhook: what is left is recording the payment. */
const paidSession = async (stack: TestStack, lawyer: SignedIn, templateId: string) => {
  const contract = await createCompletedContract(stack, lawyer.token, templateId);
  const paid = await payThroughStandIn(stack, lawyer.token, contract.id, {
    params: { deliver_webhook: 'false' },
  });
  return { contractId: contract.id, sessionId: paid.sessionId ?? '' };
};

/** POST /payment, timed: the payment recorded, the document rendered and stored, the invoice issued and sent. */
const purchase = async (
  stack: TestStack,
  lawyer: SignedIn,
  session: { contractId: string; sessionId: string },
) => {
  const started = performance.now();
  const response = await postPayment(stack, lawyer.token, session.contractId, session.sessionId);
  const ms = performance.now() - started;
  const payment = await stack.api.get(`/api/payment/${response.body?.data?.id}`, { token: lawyer.token });
  const invoice = payment.body?.data?.invoice;
  const ok = response.status === 201 && invoice?.status === 'CONSEGNATA';
  return { ms, ok, number: invoice?.number as string | undefined };
};

const isGapFree = (numbers: string[]): boolean => {
  const values = numbers.map((n) => Number(n.split('/')[0])).sort((a, b) => a - b);
  return values.every((value, index) => index === 0 || value === (values[index - 1] ?? 0) + 1);
};

/** `sequential` purchases one by one (latency), then `concurrent` at once (errors and numbering). */
export const measurePurchases = async (
  local: LocalStack,
  dataDir: string,
  settings: { sequential: number; concurrent: number },
): Promise<PurchaseFigures> => {
  const stack: TestStack = { ...local, api: createApiClient(local.url), dataDir, tablePrefix: '' };
  const lawyer = await loginAs(stack, 'user');
  await stack.api.put(`/api/user/${lawyer.user.id}/billing`, professionistaBilling(), {
    token: lawyer.token,
  });
  const templateId = await templateIdByName(stack, lawyer.token, TEMPLATE);
  const timings: number[] = [];
  for (let i = 0; i < settings.sequential; i += 1) {
    const result = await purchase(stack, lawyer, await paidSession(stack, lawyer, templateId));
    if (!result.ok) throw new Error(`purchase ${i + 1} was not recorded and invoiced`);
    timings.push(result.ms);
  }
  const sessions = [];
  for (let i = 0; i < settings.concurrent; i += 1)
    sessions.push(await paidSession(stack, lawyer, templateId));
  const started = performance.now();
  const results = await Promise.all(sessions.map((session) => purchase(stack, lawyer, session)));
  const concurrentWallMs = performance.now() - started;
  const numbers = results.flatMap((result) => (result.number ? [result.number] : []));
  return {
    sequential: settings.sequential,
    p50Ms: percentile(timings, 50),
    p95Ms: percentile(timings, 95),
    concurrent: settings.concurrent,
    concurrentErrors: results.filter((result) => !result.ok).length,
    concurrentWallMs,
    gapFree: numbers.length === settings.concurrent && isGapFree(numbers),
    numbers,
  };
};

export const purchaseRows = (figures: PurchaseFigures | undefined): BudgetRow[] =>
  figures
    ? [
        {
          figure: `Purchase: payment recorded to document stored and invoice issued (${figures.sequential} in a row)`,
          budget: 'p95 < 300 ms',
          measured: `p50 ${figures.p50Ms.toFixed(0)} ms, p95 ${figures.p95Ms.toFixed(0)} ms`,
          within: figures.p95Ms < 300,
        },
        {
          figure: `Purchase: ${figures.concurrent} concurrent`,
          budget: '0 errors, gap-free invoice numbers',
          measured:
            `${figures.concurrentErrors} errors, numbers ${figures.gapFree ? 'gap-free' : 'WITH GAPS'} ` +
            `(${figures.numbers.length} issued), all done in ${figures.concurrentWallMs.toFixed(0)} ms`,
          within: figures.concurrentErrors === 0 && figures.gapFree,
        },
      ]
    : [];
