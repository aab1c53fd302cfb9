import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AREAS } from '@redigo/shared/routes';
import { lambdaBundling } from './constructs/house-function';
import { LAMBDA_BUILD } from './lambda-build-settings';
import { buildLambdaBundles, type LambdaBundle } from './lambda-bundles';

describe('buildLambdaBundles', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'redigo-lambda-bundles-'));
  let bundles: LambdaBundle[];

  beforeAll(async () => {
    bundles = await buildLambdaBundles(outDir);
  });
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

  it('bundles every area into <outDir>/<area>/index.js and measures it', () => {
    expect(bundles.map((bundle) => bundle.area)).toEqual([...AREAS]);
    for (const bundle of bundles) {
      const code = readFileSync(bundle.file);
      expect(bundle.file).toBe(join(outDir, bundle.area, 'index.js'));
      expect(bundle.bytes).toBe(code.length);
      expect(bundle.gzipBytes).toBeGreaterThan(0);
      expect(bundle.gzipBytes).toBeLessThan(bundle.bytes);
    }
  });

  it('minifies, leaves the AWS SDK to the runtime and embeds no source map', () => {
    for (const bundle of bundles) {
      const code = readFileSync(bundle.file, 'utf8');
      expect(code).not.toContain('createAwsInfrastructure');
      expect(code).toMatch(/require\("@aws-sdk\/client-dynamodb"\)/);
      expect(code).not.toContain('sourceMappingURL');
    }
  });

  it('uses the settings the CDK deploys with', () => {
    expect(lambdaBundling(false)).toMatchObject({
      minify: LAMBDA_BUILD.minify,
      sourceMap: false,
      target: LAMBDA_BUILD.target,
      format: LAMBDA_BUILD.format,
      externalModules: [...LAMBDA_BUILD.external],
    });
  });
});
