import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import type { Area } from '@redigo/shared/routes';
import { repositoryRoot } from '../../repository-root';
import { LAMBDA_BUILD, lambdaEntry, type LambdaName } from '../lambda-build-settings';
import { LAMBDA_WORKERS } from '../worker-bundle';

export interface HouseFunctionProps {
  /** The area, or the queue consumer, whose handler it runs (functions/src/lambda/<area>.ts). */
  area: LambdaName;
  environment: Record<string, string>;
  logRetention: RetentionDays;
  /** Source maps in the bundle and `--enable-source-maps`; off by default (cold start, bundle size). */
  sourceMaps: boolean;
  memorySize?: number;
  timeout?: Duration;
  /** Concurrency kept for this function alone, and its ceiling (constructs/area-functions.ts). */
  reservedConcurrency?: number;
}

const REPOSITORY_ROOT = repositoryRoot();
const OUTPUT_FORMAT = { cjs: OutputFormat.CJS, esm: OutputFormat.ESM } as const;

/**
 * The esbuild settings of every Lambda bundle, the same `buildLambdaBundles` measures; after bundling, the lazy
 * packages and the area's worker threads (worker-bundle.ts) are bundled into the same asset.
 */
export const lambdaBundling = (sourceMaps: boolean, area: LambdaName): BundlingOptions => ({
  minify: LAMBDA_BUILD.minify,
  sourceMap: sourceMaps,
  target: LAMBDA_BUILD.target,
  format: OUTPUT_FORMAT[LAMBDA_BUILD.format],
  externalModules: [...LAMBDA_BUILD.external],
  mainFields: [...LAMBDA_BUILD.mainFields],
  commandHooks: {
    beforeBundling: () => [],
    beforeInstall: () => [],
    afterBundling: (_inputDir: string, outputDir: string) => [
      `node "${join(REPOSITORY_ROOT, 'infra/dist/cdk/lazy-packages.js')}" "${outputDir}"`,
      ...(LAMBDA_WORKERS[area as Area]
        ? [`node "${join(REPOSITORY_ROOT, 'infra/dist/cdk/worker-bundle.js')}" "${outputDir}" ${area}`]
        : []),
    ],
  },
});

/** Our one kind of Lambda: Node 22 on arm64, bundled and minified by esbuild, logs kept for a set time. */
export class HouseFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'logs', { retention: props.logRetention });
    this.function = new NodejsFunction(this, 'function', {
      entry: lambdaEntry(props.area),
      handler: 'handler',
      projectRoot: REPOSITORY_ROOT,
      depsLockFilePath: join(REPOSITORY_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      reservedConcurrentExecutions: props.reservedConcurrency,
      environment: {
        ...props.environment,
        ...(props.sourceMaps ? { NODE_OPTIONS: '--enable-source-maps' } : {}),
      },
      logGroup,
      // Lambda's own X-Ray segments (start, duration, errors): tracing that costs no import.
      tracing: Tracing.ACTIVE,
      bundling: lambdaBundling(props.sourceMaps, props.area),
    });
  }
}
