import type { PathVerificationReport } from '@redigo/shared/domain/template';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { articleMaster, choiceQuestions } from '../support/large-template';
import { benchLogin } from './questions-bench';

/** «Verifica tutti i percorsi» on a large template, and another request's latency while it runs. */
export interface BoundedVerificationFigure {
  questions: number;
  options: number;
  verifyMs: number;
  combinations: number;
  sampled: boolean;
  /** GET /template as a lawyer, one after another (100 ms apart) for as long as the verification runs. */
  otherRequests: number;
  otherMedianMs: number;
  otherMaxMs: number;
}

/** The sizes measured: the largest template the limits allow, and the 100×6 of the acceptance test. */
const SIZES = [
  { questions: 200, options: 50 },
  { questions: 100, options: 6 },
];

const json = async <T>(response: Response, step: string): Promise<T> => {
  if (!response.ok) throw new Error(`${step}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
};

/** Uploads its documents and saves a template of `questions` through the API as `token` (staff). */
const saveLargeTemplate = async (
  url: string,
  token: string,
  questions: ReturnType<typeof choiceQuestions>,
) => {
  const headers = { authorization: `Bearer ${token}` };
  const form = new FormData();
  form.append('master', new Blob([new Uint8Array(articleMaster(questions))]), 'master.docx');
  form.append('preview', new Blob([new Uint8Array(articleMaster(questions.slice(0, 10)))]), 'anteprima.docx');
  form.append('questions', JSON.stringify(questions));
  const files = await json<{ file_name: string; preview_name: string }>(
    await fetch(`${url}/api/template/upload-master`, { method: 'POST', headers, body: form }),
    'upload',
  );
  const categories = await json<{ results: { id: string }[] }>(
    await fetch(`${url}/api/category?limit=1`, { headers }),
    'categories',
  );
  const body = {
    name: `Bench ${questions.length}×${questions[0]?.options.length} ${Date.now().toString(36)}`,
    description: 'Il modello più grande che i limiti consentono',
    categoryId: categories.results[0]?.id,
    price: 10,
    stripe_url: 'https://buy.stripe.com/test_bench',
    json_questions: questions,
    ...files,
  };
  const created = await fetch(`${url}/api/template`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await json<{ id: string }>(created, 'save')).id;
};

/**
 * For each size: a template saved through the API, then POST /template/{id}/verify-paths timed while a lawyer
 * asks for the catalogue, one request after another; docs/design.md's budget is under 20 s, and no other request
 * delayed by more than a second.
 */
export const measureBoundedVerification = async (stack: LocalStack): Promise<BoundedVerificationFigure[]> => {
  const staff = (await benchLogin(stack.url, 'admin')).token;
  const lawyer = (await benchLogin(stack.url, 'user')).token;
  const figures: BoundedVerificationFigure[] = [];
  for (const size of SIZES) {
    const id = await saveLargeTemplate(stack.url, staff, choiceQuestions(size.questions, size.options));
    const latencies: number[] = [];
    let running = true;
    const probing = (async () => {
      while (running) {
        const started = performance.now();
        const response = await fetch(`${stack.url}/api/template?limit=5`, {
          headers: { authorization: `Bearer ${lawyer}` },
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`the other request answered ${response.status}`);
        latencies.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const started = performance.now();
    const verified = await fetch(`${stack.url}/api/template/${id}/verify-paths`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff}` },
    });
    const report = await json<PathVerificationReport>(verified, 'verify-paths');
    const verifyMs = performance.now() - started;
    running = false;
    await probing;
    latencies.sort((a, b) => a - b);
    figures.push({
      ...size,
      verifyMs,
      combinations: report.combinations,
      sampled: report.sampled,
      otherRequests: latencies.length,
      otherMedianMs: latencies[Math.floor(latencies.length / 2)] ?? 0,
      otherMaxMs: latencies[latencies.length - 1] ?? 0,
    });
  }
  return figures;
};
