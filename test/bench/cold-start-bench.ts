import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AREA_SETTINGS, UPDATE_MAIL_SETTINGS } from '@redigo/functions/config/area-settings';
import { areaEnvironment } from '@redigo/functions/config/test-support/area-environment';
import type { LambdaName } from '../../infra/src/cdk/lambda-build-settings';
import { buildLambdaBundles, type LambdaBundle } from '../../infra/src/cdk/lambda-bundles';

/** A Lambda bundle's size and the time a fresh Node process takes to import it. */
interface ColdStart extends LambdaBundle {
  importMedianMs: number;
  importMaxMs: number;
  runs: number;
  /** Sockets, DNS look-ups or pipes still open right after the import: anything but [] means it connected. */
  openAtImport: string[];
}

export interface ColdStarts {
  bundles: ColdStart[];
  /** Median import of the AWS SDK's DynamoDB client alone, which every area loads: the floor of the run. */
  floorMedianMs: number;
}

/**
 * The configuration a deployed function of `area` gets, all of it fake, and only the settings that area reads
 * (functions/src/config/area-settings.ts): the auth Lambda starts without the seller's, the contracts one without
 * a mail sender; the buyers' mail's Lambda with UPDATE_MAIL_SETTINGS.
 */
export const fakeLambdaEnvironment = (area: LambdaName): Record<string, string> => ({
  ...areaEnvironment(area === 'update-mails' ? UPDATE_MAIL_SETTINGS : AREA_SETTINGS[area], 'bench'),
  PATH: process.env.PATH ?? '',
  AWS_ACCESS_KEY_ID: 'AKIABENCHFAKE',
  AWS_SECRET_ACCESS_KEY: 'bench-fake-secret',
  AWS_EC2_METADATA_DISABLED: 'true',
  // Lambda runs Node 22, where the SDK has nothing to warn about.
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
});

/** Runs in the fresh process: times the require, lists the network resources it opened, and exits at once. */
const PROBE = `
const network = () => process.getActiveResourcesInfo().filter((kind) => /TCP|UDP|GetAddrInfo|Pipe|TLS/.test(kind));
const streams = [process.stdout, process.stderr]; // they open their pipes when first touched: not the bundle's
const before = network();
const start = process.hrtime.bigint();
require(process.argv[1]);
const importMs = Number(process.hrtime.bigint() - start) / 1e6;
const openAtImport = network();
for (const kind of before) if (openAtImport.includes(kind)) openAtImport.splice(openAtImport.indexOf(kind), 1);
streams[0].write(JSON.stringify({ importMs, openAtImport }));
process.exit(0);
`;

const run = promisify(execFile);

const importOnce = async (
  file: string,
  env: Record<string, string>,
): Promise<{ importMs: number; openAtImport: string[] }> => {
  const { stdout } = await run(process.execPath, ['-e', PROBE, file], {
    env,
    timeout: 30_000,
  });
  return JSON.parse(stdout) as { importMs: number; openAtImport: string[] };
};

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Builds every area's Lambda bundle with the deployed esbuild settings into `outDir` (inside the repository, so
 * that `@aws-sdk/*` resolves as the Lambda runtime provides it), then imports each one in `runs` fresh Node
 * processes with a deployed function's environment (fake names and keys: nothing may connect at import), and as
 * many times the floor, a module that loads only the DynamoDB client. They take turns, after an untimed round
 * that warms the file cache.
 */
export const measureColdStarts = async (outDir: string, runs: number): Promise<ColdStarts> => {
  const bundles = await buildLambdaBundles(outDir);
  const floor = join(outDir, 'floor.js');
  writeFileSync(floor, "require('@aws-sdk/client-dynamodb');\nrequire('@aws-sdk/lib-dynamodb');\n");
  const files = [floor, ...bundles.map((bundle) => bundle.file)];
  const environments = [
    fakeLambdaEnvironment('auth'),
    ...bundles.map(({ area }) => fakeLambdaEnvironment(area)),
  ];
  const times = files.map((): number[] => []);
  const open = files.map((): string[] => []);
  for (let round = -1; round < runs; round += 1) {
    for (const [index, file] of files.entries()) {
      const { importMs, openAtImport } = await importOnce(file, environments[index] ?? {});
      if (round >= 0) times[index]?.push(importMs);
      open[index]?.push(...openAtImport);
    }
  }
  return {
    floorMedianMs: median(times[0] ?? []),
    bundles: bundles.map((bundle, index) => ({
      ...bundle,
      importMedianMs: median(times[index + 1] ?? []),
      importMaxMs: Math.max(...(times[index + 1] ?? [])),
      runs,
      openAtImport: [...new Set(open[index + 1])],
    })),
  };
};
