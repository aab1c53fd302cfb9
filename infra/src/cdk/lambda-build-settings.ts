import { join } from 'node:path';
import type { Area } from '@redigo/shared/routes';
import { repositoryRoot } from '../repository-root';

/**
 * The esbuild settings of every Lambda bundle. The CDK's NodejsFunction is given exactly these (see
 * house-function.ts) and `buildLambdaBundles` builds with them, so the sizes measured are the deployed ones.
 * The AWS SDK v3 stays outside: the Node 22 runtime provides it.
 */
export const LAMBDA_BUILD = {
  target: 'node22',
  format: 'cjs',
  minify: true,
  external: ['@aws-sdk/*'],
} as const;

/** The handler file of an area's Lambda. */
export const lambdaEntry = (area: Area): string =>
  join(repositoryRoot(), 'functions/src/lambda', `${area}.ts`);
