import { join } from 'node:path';
import { AREAS, type Area } from '@redigo/shared/routes';
import { repositoryRoot } from '../repository-root';
import { LAZY_PACKAGES } from './lazy-packages';

/**
 * The esbuild settings of every Lambda bundle. The CDK's NodejsFunction is given exactly these (see
 * house-function.ts) and `buildLambdaBundles` builds with them, so the sizes measured are the deployed ones.
 * The AWS SDK is bundled from its ES modules (`module` first), so that what a Lambda does not use is left
 * out; the packages loaded on first use are bundled apart (lazy-packages.ts).
 */
export const LAMBDA_BUILD = {
  target: 'node22',
  format: 'cjs',
  minify: true,
  external: [...LAZY_PACKAGES],
  mainFields: ['module', 'main'],
} as const;

/**
 * A Lambda's name: its area's, or a queue consumer's (the buyers' mail); its handler is
 * `functions/src/lambda/<name>.ts`.
 */
export type LambdaName = Area | 'update-mails';

/** Every Lambda of the house the CDK deploys (HouseFunction): each area's, then the buyers' mail's. */
export const LAMBDA_NAMES: readonly LambdaName[] = [...AREAS, 'update-mails'];

/** The handler file of a Lambda. */
export const lambdaEntry = (name: LambdaName): string =>
  join(repositoryRoot(), 'functions/src/lambda', `${name}.ts`);
