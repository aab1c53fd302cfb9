import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { lambdaBundling } from './constructs/house-function';
import { LAMBDA_BUILD, LAMBDA_NAMES } from './lambda-build-settings';
import { buildLambdaBundles, type LambdaBundle } from './lambda-bundles';

describe('buildLambdaBundles', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'redigo-lambda-bundles-'));
  let bundles: LambdaBundle[];

  // Ten areas and the buyers' mail's consumer, each bundled with its lazy packages: over a minute on 2 busy cores.
  beforeAll(async () => {
    bundles = await buildLambdaBundles(outDir);
  }, 240_000);
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it("bundles every area and the buyers' mail's consumer into <outDir>/<name>/index.js and measures it", () => {
    expect(bundles.map((bundle) => bundle.area)).toEqual([...LAMBDA_NAMES]);
    for (const bundle of bundles) {
      const code = readFileSync(bundle.file);
      expect(bundle.file).toBe(join(outDir, bundle.area, 'index.js'));
      expect(bundle.bytes).toBe(code.length);
      expect(bundle.gzipBytes).toBeGreaterThan(0);
      expect(bundle.gzipBytes).toBeLessThan(bundle.bytes);
    }
  });

  it('minifies, bundles the DynamoDB client, keeps what loads on first use apart, embeds no source map', () => {
    for (const bundle of bundles) {
      const code = readFileSync(bundle.file, 'utf8');
      expect(code).not.toContain('createAwsInfrastructure');
      expect(code).not.toMatch(/require\("@aws-sdk\/client-dynamodb"\)/);
      expect(code).toContain('DynamoDBClient');
      expect(code).toContain('import("@aws-sdk/client-s3")');
      expect(code).not.toContain('sourceMappingURL');
      const s3 = join(outDir, bundle.area, 'node_modules/@aws-sdk/client-s3/index.mjs');
      expect(readFileSync(s3, 'utf8')).toContain('S3Client');
    }
    const payments = readFileSync(join(outDir, 'payments/index.js'), 'utf8');
    expect(payments).toContain('require("stripe")');
    // The SQS client: only in the areas that queue PDF jobs or buyers' mails, loaded with the first job.
    for (const bundle of bundles)
      expect(readFileSync(bundle.file, 'utf8').includes('import("@aws-sdk/client-sqs")')).toBe(
        ['payments', 'stripe-webhook', 'contracts', 'templates'].includes(bundle.area),
      );
    expect(
      readFileSync(join(outDir, 'contracts/node_modules/@aws-sdk/client-sqs/index.mjs'), 'utf8'),
    ).toContain('SendMessageCommand');
    expect(readFileSync(join(outDir, 'payments/node_modules/stripe/index.js'), 'utf8')).toContain(
      'api.stripe.com',
    );
  });

  it('keeps every main bundle under 1 MiB, the template check’s lodash loaded apart with the check', () => {
    for (const bundle of bundles)
      expect({ [bundle.area]: bundle.bytes < 1024 * 1024 }).toEqual({ [bundle.area]: true });
    const templates = readFileSync(join(outDir, 'templates/index.js'), 'utf8');
    expect(templates).toContain('require("lodash")');
    expect(templates).not.toContain('__lodash_hash_undefined__');
    const lodash = createRequire(join(outDir, 'templates/index.js'))('lodash') as Record<string, unknown>;
    expect([typeof lodash.merge, typeof lodash.cloneDeep]).toEqual(['function', 'function']);
  });

  it("bundles the templates Lambda's path verification worker next to it, minified, under 1 MB", () => {
    for (const bundle of bundles) {
      const expected = bundle.area === 'templates' ? ['path-verification-worker.js'] : [];
      expect(bundle.workers.map(({ file }) => file)).toEqual(
        expected.map((name) => join(outDir, bundle.area, name)),
      );
    }
    const [worker] = bundles.find((bundle) => bundle.area === 'templates')?.workers ?? [];
    expect(worker?.bytes).toBeLessThan(1024 * 1024);
    expect(readFileSync(worker?.file ?? '', 'utf8')).toContain('postMessage');
  });

  it('uses the settings the CDK deploys with', () => {
    expect(lambdaBundling(false, 'templates')).toMatchObject({
      minify: LAMBDA_BUILD.minify,
      sourceMap: false,
      target: LAMBDA_BUILD.target,
      format: LAMBDA_BUILD.format,
      externalModules: [...LAMBDA_BUILD.external],
      mainFields: [...LAMBDA_BUILD.mainFields],
    });
  });
});
