import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { layersPlugin } from './scripts/eslint-layers/rules.mjs';

/** Tests, and the fixtures they share, may reach another module's `test-support` files. */
const TEST_FILES = ['**/*.test.ts', '**/*.test.tsx', '**/test-support/**'];

/**
 * The layers, checked on every import by the repository path it resolves to, from any depth and any package
 * (scripts/eslint-layers; test/lint/layers.test.ts feeds it one file per forbidden import):
 * - a server area (functions/src/areas/<area>) and a web feature (web/src/features/<feature>) are reached from
 *   outside only through their index.ts; `@redigo/functions` exports the areas the same way (functions/package.json);
 * - http -> areas (rules and ports) -> infrastructure (adapters), wired only in functions/src/composition: areas, http,
 *   ports and security import no adapter, no composition and no vendor SDK; http and ports know no area;
 * - web: the app imports the feature pages; a feature imports web/src/components, web/src/lib and @redigo/shared;
 *   components and lib import no feature and not the app;
 * - infra/ and test/ import the workspace packages by name, so that their exports apply;
 * - no import cycles.
 */
const layers = {
  plugins: { layers: layersPlugin },
  rules: {
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
    ],
    'layers/restricted-imports': [
      'error',
      {
        from: [
          'functions/src/areas/**',
          'functions/src/http/**',
          'functions/src/ports/**',
          'functions/src/security/**',
        ],
        to: [
          'functions/src/infrastructure/**',
          'functions/src/composition/**',
          'package:@aws-sdk/**',
          'package:stripe',
          'package:stripe/**',
        ],
        except: TEST_FILES,
        message:
          'Areas, http, ports and security stay vendor-free: take a port and let functions/src/composition wire its adapter (functions/src/infrastructure)',
      },
      {
        from: ['functions/src/http/**', 'functions/src/ports/**'],
        to: ['functions/src/areas/**'],
        message: 'http and ports know no area: an area depends on them, not the other way round',
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
