import { build } from 'esbuild';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repositoryRoot } from '../repository-root';

/**
 * Packages the functions load on first use (`await import(…)`), never at start: S3, SES and SQS clients, Stripe,
 * nodemailer, the SDK's credential providers other than the environment's (a Lambda's credentials are in
 * its environment, so they are never loaded there), and lodash, which only docxtemplater's inspect module
 * `require`s, itself loaded with the template check (functions/src/areas/templates/template-checker.ts). Kept out of each Lambda's main bundle, whose whole text
 * Node compiles when the Lambda starts (compiling is most of a cold import), and bundled each on its own into
 * the asset's node_modules, where the main bundle's `require` finds them before the runtime's copy of the SDK.
 */
export const LAZY_PACKAGES = [
  '@aws-sdk/client-s3',
  '@aws-sdk/client-sesv2',
  '@aws-sdk/client-sqs',
  '@aws-sdk/s3-request-presigner',
  '@aws-sdk/credential-provider-http',
  '@aws-sdk/credential-provider-ini',
  '@aws-sdk/credential-provider-login',
  '@aws-sdk/credential-provider-process',
  '@aws-sdk/credential-provider-sso',
  '@aws-sdk/credential-provider-web-identity',
  '@aws-sdk/nested-clients',
  '@smithy/credential-provider-imds',
  'stripe',
  'nodemailer',
  'lodash',
] as const;

type Loading = 'require' | 'import';

interface LazyModule {
  name: (typeof LAZY_PACKAGES)[number];
  /** '' for the package itself, `sts` for `@aws-sdk/nested-clients/sts`. */
  subpath: string;
  loading: Loading;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** The lazy modules the bundle in `directory` (index.js) loads, and how: `require` or `import()`. */
const loadedBy = (directory: string): LazyModule[] => {
  const code = readFileSync(join(directory, 'index.js'), 'utf8');
  const found = new Map<string, LazyModule>();
  for (const name of LAZY_PACKAGES)
    for (const match of code.matchAll(
      new RegExp(`(require|import)\\("${escape(name)}(?:/([^"]+))?"\\)`, 'g'),
    )) {
      const module = { name, subpath: match[2] ?? '', loading: match[1] as Loading };
      found.set(`${name}/${module.subpath}/${module.loading}`, module);
    }
  return [...found.values()];
};

/**
 * What `require` finds is a CommonJS bundle; what `import()` finds is an ES module (its named exports must
 * be visible to the importer), with `require` defined for the CommonJS code bundled inside it.
 */
const FORMATS = {
  require: { extension: 'js', format: 'cjs', banner: '' },
  import: {
    extension: 'mjs',
    format: 'esm',
    banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
} as const;

const fileOf = ({ subpath, loading }: LazyModule) =>
  `${subpath === '' ? 'index' : subpath.replace(/\//g, '__')}.${FORMATS[loading].extension}`;

const bundleModule = async (directory: string, module: LazyModule): Promise<void> => {
  const specifier = module.subpath ? `${module.name}/${module.subpath}` : module.name;
  const { format, banner } = FORMATS[module.loading];
  await build({
    stdin: {
      contents:
        format === 'cjs'
          ? `module.exports = require(${JSON.stringify(specifier)});`
          : `export * from '${specifier}';`,
      resolveDir: repositoryRoot(),
    },
    outfile: join(directory, 'node_modules', module.name, fileOf(module)),
    bundle: true,
    platform: 'node',
    target: 'node22',
    format,
    banner: { js: banner },
    minify: true,
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
};

/** A package.json whose `exports` send each subpath, `require`d or imported, to its bundle. */
const writePackageJson = (directory: string, name: string, modules: LazyModule[]): void => {
  const exports: Record<string, Record<string, string>> = {};
  for (const module of modules) {
    const key = module.subpath ? `./${module.subpath}` : '.';
    exports[key] = { ...exports[key], [module.loading]: `./${fileOf(module)}` };
  }
  writeFileSync(join(directory, 'node_modules', name, 'package.json'), JSON.stringify({ name, exports }));
};

/** Bundles, minified, each lazy module `directory/index.js` loads into `directory/node_modules/<name>`. */
export const buildLazyPackages = async (directory: string): Promise<string[]> => {
  const modules = loadedBy(directory);
  const names = [...new Set(modules.map((module) => module.name))];
  for (const name of names) mkdirSync(join(directory, 'node_modules', name), { recursive: true });
  await Promise.all(modules.map((module) => bundleModule(directory, module)));
  for (const name of names)
    writePackageJson(
      directory,
      name,
      modules.filter((module) => module.name === name),
    );
  return names;
};
