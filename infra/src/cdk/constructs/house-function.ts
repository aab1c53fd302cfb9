import { Duration } from 'aws-cdk-lib';
import { Architecture, Runtime } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction, OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { join } from 'node:path';
import { repositoryRoot } from '../../repository-root';

export interface HouseFunctionProps {
  /** The file under functions/src/lambda that exports `handler`. */
  entryName: string;
  environment: Record<string, string>;
  memorySize?: number;
  timeout?: Duration;
  logRetention?: RetentionDays;
}

const REPOSITORY_ROOT = repositoryRoot();

/** The esbuild settings of every Lambda bundle; the benchmark measures bundles built with these too. */
export const LAMBDA_BUNDLING: BundlingOptions = {
  minify: true,
  sourceMap: false,
  target: 'node22',
  format: OutputFormat.CJS,
  externalModules: ['@aws-sdk/*'],
};

/** Our one kind of Lambda: Node 22 on arm64, bundled and minified by esbuild, logs kept for a set time. */
export class HouseFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: HouseFunctionProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'logs', { retention: props.logRetention ?? RetentionDays.ONE_MONTH });
    this.function = new NodejsFunction(this, 'function', {
      entry: join(REPOSITORY_ROOT, 'functions/src/lambda', `${props.entryName}.ts`),
      handler: 'handler',
      projectRoot: REPOSITORY_ROOT,
      depsLockFilePath: join(REPOSITORY_ROOT, 'package-lock.json'),
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memorySize ?? 1024,
      timeout: props.timeout ?? Duration.seconds(29),
      environment: { ...props.environment, NODE_OPTIONS: '--enable-source-maps' },
      logGroup,
      bundling: LAMBDA_BUNDLING,
    });
  }
}
