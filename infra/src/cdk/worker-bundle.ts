import { build } from 'esbuild';
import { join } from 'node:path';
import { repositoryRoot } from '../repository-root';
import { LAMBDA_BUILD, type LambdaName } from './lambda-build-settings';

/**
 * The worker threads an area's Lambda starts, each a bundle next to the handler's (index.js) in the same asset:
 * the templates Lambda runs «Verifica tutti i percorsi» in one (functions/src/workers/path-verification-worker.ts;
 * functions/src/composition/templates.ts finds it by its file name next to its own bundle).
 */
export const LAMBDA_WORKERS: Partial<Record<LambdaName, Record<string, string>>> = {
  templates: { 'path-verification-worker': 'functions/src/workers/path-verification-worker.ts' },
};

/** Bundles, with the Lambdas' settings, the workers of `area` into `directory` (`<name>.js`); answers the files. */
export const buildWorkerBundles = async (directory: string, area: LambdaName): Promise<string[]> => {
  const workers = Object.entries(LAMBDA_WORKERS[area] ?? {});
  await Promise.all(
    workers.map(([name, entry]) =>
      build({
        entryPoints: [join(repositoryRoot(), entry)],
        outfile: join(directory, `${name}.js`),
        bundle: true,
        platform: 'node',
        target: LAMBDA_BUILD.target,
        format: LAMBDA_BUILD.format,
        minify: LAMBDA_BUILD.minify,
        mainFields: [...LAMBDA_BUILD.mainFields],
        logLevel: 'warning',
      }),
    ),
  );
  return workers.map(([name]) => join(directory, `${name}.js`));
};
