import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layersPlugin } from './scripts/eslint-layers/rules.mjs';

/** Node's own modules (`node:crypto`, `node:fs/promises`): every layer may use them. */
const NODE = ['package:node:*', 'package:node:*/**'];

/**
 * Libraries: code that runs inside the process and reaches nothing outside it (validation, tokens, multipart, the
 * .docx and PDF engines). Every layer above the ground floor may use them.
 */
const LIBRARIES = [
  'package:yup',
  'package:jose',
  'package:busboy',
  'package:docxtemplater',
  'package:docxtemplater/**',
  'package:pizzip',
  'package:pdf-lib',
];

/**
 * Vendors: the packages of an outside service or of the Lambda runtime (the AWS SDK, Stripe, nodemailer, middy,
 * Powertools, the Lambda event types). Each is imported only by the layers SERVER_LAYERS names; infrastructure and
 * composition may import any package.
 */
const MIDDY = ['package:@middy/**'];
const ANY_PACKAGE = ['package:*', 'package:*/**'];
const POWERTOOLS = ['package:@aws-lambda-powertools/**'];
const LAMBDA_TYPES = ['package:aws-lambda'];

/**
 * The server's layers (functions/src/<layer>), each with the other layers and the packages it may import besides
 * itself, @redigo/shared and Node's modules; anything else is refused, tests included (README, Layout). The ground
 * floor (config, errors, ports) imports only itself: errors/ nothing, config/ and ports/ errors/ (NamedError).
 */
const SERVER_LAYERS = {
  lambda: { layers: ['composition', 'http'], packages: [], why: 'an entry point only calls its composition' },
  composition: {
    layers: [
      'areas',
      'config',
      'documents',
      'errors',
      'http',
      'infrastructure',
      'mail',
      'observability',
      'ports',
      'security',
    ],
    packages: ANY_PACKAGE,
    why: 'the wiring knows every layer but the entry points',
  },
  http: {
    layers: ['config', 'errors', 'ports', 'security'],
    packages: [...LIBRARIES, ...MIDDY, ...LAMBDA_TYPES],
    why: 'the route stack knows no area, no adapter and of the vendors only middy and the Lambda event types',
  },
  observability: {
    layers: ['config', 'errors', 'ports', 'http'],
    packages: [...LIBRARIES, ...POWERTOOLS, ...LAMBDA_TYPES],
    why: 'logs and metrics know no area, no adapter and of the vendors only Powertools and the Lambda event types',
  },
  areas: {
    layers: ['config', 'errors', 'ports', 'security', 'http', 'documents', 'mail'],
    packages: LIBRARIES,
    why: 'an area is vendor-free: take a port and let functions/src/composition wire its adapter (functions/src/infrastructure)',
  },
  workers: {
    layers: ['config', 'errors', 'ports', 'areas', 'documents'],
    packages: LIBRARIES,
    why: "a worker thread runs an area's rule, with no adapter and no vendor",
  },
  documents: {
    layers: ['config', 'errors', 'ports'],
    packages: LIBRARIES,
    why: 'the document engine knows no area, no adapter and no vendor',
  },
  mail: {
    layers: ['config', 'errors', 'ports'],
    packages: LIBRARIES,
    why: 'the account mails know no area, no adapter and no vendor',
  },
  security: {
    layers: ['config', 'errors', 'ports'],
    packages: LIBRARIES,
    why: 'security knows no area, no adapter and no vendor; its stores are ports',
  },
  infrastructure: {
    layers: ['areas', 'config', 'documents', 'errors', 'mail', 'ports', 'security'],
    packages: ANY_PACKAGE,
    why: 'an adapter implements ports; it never imports the wiring (composition), the route stack (http) or an entry point (lambda)',
  },
  config: { layers: ['errors'], packages: [], why: 'the ground floor imports only itself' },
  errors: { layers: [], packages: [], why: 'the ground floor imports only itself; errors/ is its bottom' },
  ports: { layers: ['errors'], packages: [], why: 'the ground floor imports only itself' },
};

const serverLayer = (name) => `functions/src/${name}/**`;

/** Tests, and the fixtures they share, may reach another module's `test-support` files. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

/**
 * The layers, checked on every import by the repository path it resolves to (through the workspace packages'
 * `exports`), from any depth and any package (scripts/eslint-layers; test/lint/layers.test.ts feeds it one file per
 * forbidden import and one per allowed one):
 * - the server's layers import only what SERVER_LAYERS allows each, and vendors only where it says;
 * - a server area (functions/src/areas/<area>) and a web feature (web/src/features/<feature>) are reached from
 *   outside only through their index.ts; `@redigo/functions` exports the areas the same way (functions/package.json);
 *   within functions/src/infrastructure/dynamodb a table folder is reached only through its index.ts;
 * - shared/ imports nothing of the repository; the SPA (web/) no server code;
 * - web: the app imports the feature pages; a feature imports web/src/components, web/src/lib and @redigo/shared;
 *   components and lib import no feature and not the app;
 * - infra/ and test/ import the workspace packages by name, so that their exports apply; infra/ reaches
 *   functions/src/infrastructure only through `@redigo/functions/infrastructure` and `@redigo/functions/tables`;
 * - no import cycles.
 */
const layers = {
  plugins: { layers: layersPlugin },
  rules: {
    'layers/allowed-imports': [
      'error',
      ...Object.entries(SERVER_LAYERS).map(([name, { layers: allowed, packages, why }]) => ({
        files: [serverLayer(name)],
        allow: [name, ...allowed].map(serverLayer).concat('shared/src/**', NODE, packages),
        message: `functions/src/${name} imports ${allowed.length > 0 ? allowed.join(', ') : 'nothing else'} and @redigo/shared: ${why}`,
      })),
      {
        files: ['functions/src/**'],
        except: Object.keys(SERVER_LAYERS).map(serverLayer),
        allow: [],
        message:
          'Every folder of functions/src is a layer of SERVER_LAYERS (eslint.config.mjs): add it there first',
      },
      {
        files: ['shared/**'],
        allow: ['shared/**', 'package:yup', ...NODE],
        message:
          'shared/ is imported by both sides and imports nothing of the repository (nor any package but yup)',
      },
    ],
    'layers/public-surfaces': [
      'error',
      {
        modules: ['functions/src/areas/*', 'web/src/features/*'],
        testFiles: TEST_FILES,
        // The app loads each feature's pages (and the staff's chunk) lazily, one file each, so that they split.
        entries: [
          { from: ['web/src/app/**'], to: ['web/src/features/*/pages/*', 'web/src/features/*/*-flow'] },
        ],
        message: 'Import another module through its public surface, its index.ts',
      },
      {
        modules: ['functions/src/infrastructure/dynamodb/*'],
        from: ['functions/src/infrastructure/dynamodb/**'],
        testFiles: TEST_FILES,
        message:
          "Within infrastructure/dynamodb, a table folder is reached only through its index.ts, what the other tables' transactions may write",
      },
    ],
    'layers/restricted-imports': [
      'error',
      {
        from: ['infra/**'],
        to: ['package:@redigo/functions/infrastructure/*', 'package:@redigo/functions/infrastructure/*/**'],
        message:
          "infra/ builds on @redigo/functions/infrastructure and @redigo/functions/tables, not on the adapters' files",
      },
      {
        from: ['web/**'],
        to: ['functions/**', 'infra/**'],
        message: 'The SPA imports @redigo/shared, never server code: it would bundle it',
      },
      {
        from: ['web/src/features/**'],
        to: ['web/src/app/**'],
        message: 'A feature imports web/src/components, web/src/lib and other features, not the app',
      },
      {
        from: ['web/src/components/**', 'web/src/lib/**'],
        to: ['web/src/features/**', 'web/src/app/**'],
        message: 'components and lib serve the features and the app; they import neither',
      },
    ],
    'layers/package-imports': [
      'error',
      { 'functions/src': '@redigo/functions', 'shared/src': '@redigo/shared' },
    ],
    'layers/no-cycle': 'error',
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '.data/**',
      '.tsbuild/**',
      'cdk.out/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      '.bench-data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        URLSearchParams: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        __dirname: 'readonly',
        require: 'readonly',
        module: 'writable',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
        sessionStorage: 'readonly',
        fetch: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { files: ['**/*.{ts,tsx}'], ...layers },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
