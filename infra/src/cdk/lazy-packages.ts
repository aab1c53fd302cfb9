import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../repository-root';

/**
 * Packages the functions load on first use (`await import(…)`), never at start: S3 and SES clients, Stripe,
 * nodemailer. Kept out of each Lambda's main bundle, whose whole text Node compiles when the Lambda starts
 * (compiling is most of a cold import), and bundled each on its own into the asset's node_modules, where
 * the main bundle's `require` finds them before the runtime's copy of the SDK.
 */
export const LAZY_PACKAGES = [
  '@aws-sdk/client-s3',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/s3-request-presigner',
  'stripe',
  'nodemailer',
] as const;

type Loading = 'require' | 'import';

/** The lazy packages the bundle in `directory` (index.js) loads, and how: `require` or `import()`. */
const loadedBy = (directory: string): [string, Loading][] => {
  const code = readFileSync(join(directory, 'index.js'), 'utf8');
  return LAZY_PACKAGES.flatMap((name): [string, Loading][] => [
    ...(code.includes(`require("${name}")`) ? [[name, 'require'] as [string, Loading]] : []),
    ...(code.includes(`import("${name}")`) ? [[name, 'import'] as [string, Loading]] : []),
  ]);
};

/**
 * What `require` finds is a CommonJS bundle; what `import()` finds is an ES module (its named exports must
 * be visible to the importer), with `require` defined for the CommonJS code bundled inside it.
 */
const FORMATS = {
  require: { file: 'index.js', format: 'cjs', banner: '' },
  import: {
    file: 'index.mjs',
    format: 'esm',
    banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
} as const;

/** Bundles, minified, each lazy package `directory/index.js` loads into `directory/node_modules/<name>`. */
export const buildLazyPackages = async (directory: string): Promise<string[]> => {
  const loaded = loadedBy(directory);
  await Promise.all(
    loaded.map(async ([name, loading]) => {
      const { file, format, banner } = FORMATS[loading];
      const packageDir = join(directory, 'node_modules', name);
      mkdirSync(packageDir, { recursive: true });
      await build({
        stdin: {
          contents:
            format === 'cjs'
              ? `module.exports = require(${JSON.stringify(name)});`
              : `export * from '${name}';`,
          resolveDir: repositoryRoot(),
        },
        outfile: join(packageDir, file),
        bundle: true,
        platform: 'node',
        target: 'node22',
        format,
        banner: { js: banner },
        minify: true,
        mainFields: ['module', 'main'],
        logLevel: 'warning',
      });
      if (loading === 'import')
        writeFileSync(join(packageDir, 'package.json'), JSON.stringify({ name, main: file }));
    }),
  );
  return loaded.map(([name]) => name);
};
