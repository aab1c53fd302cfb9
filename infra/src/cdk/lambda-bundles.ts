import { build } from 'esbuild';
import { mkdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { LAMBDA_BUILD, LAMBDA_NAMES, lambdaEntry, type LambdaName } from './lambda-build-settings';
import { buildLazyPackages } from './lazy-packages';
import { buildWorkerBundles } from './worker-bundle';

export interface LambdaBundle {
  area: LambdaName;
  /** The bundled handler, `<outDir>/<area>/index.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
  /** The worker threads bundled next to it (worker-bundle.ts), each under the same 1 MB budget. */
  workers: { file: string; bytes: number }[];
}

/**
 * Bundles every Lambda of the house (each area's, and the buyers' mail's: LAMBDA_NAMES) as `cdk deploy` does,
 * without source maps, into `<outDir>/<area>/index.js` (and its worker threads next to it).
 * Put `outDir` inside the repository if the bundles are to be loaded: their `@aws-sdk/*` imports resolve
 * from its node_modules, as they do from the runtime on Lambda.
 */
export const buildLambdaBundles = async (outDir: string): Promise<LambdaBundle[]> => {
  const bundles: LambdaBundle[] = [];
  for (const area of LAMBDA_NAMES) {
    const directory = resolve(outDir, area);
    mkdirSync(directory, { recursive: true });
    const file = join(directory, 'index.js');
    await build({
      entryPoints: [lambdaEntry(area)],
      outfile: file,
      bundle: true,
      platform: 'node',
      target: LAMBDA_BUILD.target,
      format: LAMBDA_BUILD.format,
      minify: LAMBDA_BUILD.minify,
      external: [...LAMBDA_BUILD.external],
      mainFields: [...LAMBDA_BUILD.mainFields],
      sourcemap: false,
      logLevel: 'warning',
    });
    await buildLazyPackages(directory);
    const workers = await buildWorkerBundles(directory, area);
    bundles.push({
      area,
      file,
      bytes: statSync(file).size,
      gzipBytes: gzipSync(readFileSync(file)).length,
      workers: workers.map((worker) => ({ file: worker, bytes: statSync(worker).size })),
    });
  }
  return bundles;
};
