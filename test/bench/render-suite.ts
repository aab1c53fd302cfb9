import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { benchMasterNames } from './bench-masters';
import type { RenderBenchmark } from './render-bench';

/** One master's render benchmark, measured in a process of its own. */
export interface MasterRender extends RenderBenchmark {
  master: string;
  iterations: number;
  docxBytes: number;
  /** Resident memory before the first render: Node, the libraries and the master's bytes. */
  baselineRssMb: number;
}

const run = promisify(execFile);

/**
 * Benchmarks every master (each seeded template, the two generated 10-page contracts) one after the other, each
 * in a fresh Node process running `render-worker.js` from `distDir`: warm render against pizzip's unzip and re-zip
 * (see render-bench.ts), `iterations` rounds each, and the process's peak memory.
 */
export const measureRendering = async (distDir: string, iterations: number): Promise<MasterRender[]> => {
  const results: MasterRender[] = [];
  for (const master of benchMasterNames()) {
    const { stdout } = await run(
      process.execPath,
      [join(distDir, 'render-worker.js'), master, String(iterations)],
      { timeout: 120_000, maxBuffer: 1 << 20 },
    );
    results.push({
      master,
      iterations,
      ...(JSON.parse(stdout) as Omit<MasterRender, 'master' | 'iterations'>),
    });
  }
  return results;
};
