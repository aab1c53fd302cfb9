import type { PathVerificationReport } from '@redigo/shared/domain/template';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { benchLogin } from './questions-bench';

/** «Verifica tutti i percorsi» on one seeded template: how long the route takes, and what it tried. */
export interface PathVerificationFigure {
  template: string;
  combinations: number;
  exhaustive: boolean;
  findings: number;
  /** The first call (masters compiled then) and the median of the following ones. */
  firstMs: number;
  medianMs: number;
}

const timedVerification = async (url: string, token: string, id: string) => {
  const started = performance.now();
  const response = await fetch(`${url}/api/template/${id}/verify-paths`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`verify-paths answered ${response.status}`);
  const report = ((await response.json()) as { data: PathVerificationReport }).data;
  return { ms: performance.now() - started, report };
};

/** Runs the path verification of every seeded template over HTTP, `runs` times each, as an admin. */
export const measurePathVerification = async (
  stack: LocalStack,
  runs: number,
): Promise<PathVerificationFigure[]> => {
  const { token } = await benchLogin(stack.url, 'admin');
  const listed = await fetch(`${stack.url}/api/template?limit=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const templates = ((await listed.json()) as { data: { results: { id: string; name: string }[] } }).data
    .results;
  const figures: PathVerificationFigure[] = [];
  for (const definition of seedTemplates) {
    const template = templates.find(({ name }) => name === definition.name);
    if (!template) throw new Error(`seeded template missing: ${definition.name}`);
    const first = await timedVerification(stack.url, token, template.id);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      times.push((await timedVerification(stack.url, token, template.id)).ms);
    }
    times.sort((a, b) => a - b);
    figures.push({
      template: definition.name,
      combinations: first.report.combinations,
      exhaustive: first.report.exhaustive,
      findings: first.report.findings.length,
      firstMs: first.ms,
      medianMs: times[Math.floor(times.length / 2)] ?? first.ms,
    });
  }
  return figures;
};
