import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/**
 * A web feature (web/src/features/<feature>) imports its own files, web/src/components, web/src/lib and
 * @redigo/shared; another feature only through that feature's index.ts ('../<feature>' from the feature's root),
 * and never the app (web/src/app, which alone imports the feature pages). An import path is only text, so the
 * rule is written once per depth below the feature's root: `up` is the `../` that leaves the feature.
 */
const webFeatureBoundaries = [0, 1, 2, 3, 4].map((depth) => {
  const up = `(\\.\\./){${depth + 1}}`;
  return {
    files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^${up}(?!\\.\\.)[^/]+/.+`,
              message:
                "Import another feature through its public surface ('../<feature>'), not its internals.",
            },
            {
              regex: `^${up}\\.\\./(?!components/|lib/|test-support/)`,
              message:
                'A feature may import web/src/components and web/src/lib, not the app or other features.',
            },
          ],
        },
      ],
    },
  };
});

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
  {
    // A server module (functions/src/areas/<module>) reaches another one only through its index.ts.
    // (Tests may borrow another module's test fixtures.)
    files: ['functions/src/areas/*/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./(?!\\.\\.)[^/]+/.+',
              message: "Import another module through its public surface ('../<module>'), not its internals.",
            },
          ],
        },
      ],
    },
  },
  ...webFeatureBoundaries,
  {
    // components and lib serve every feature: they import none.
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+features(/|$)',
              message: 'components and lib serve the features; they must not import one.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers: http -> areas (modules) -> ports <- infrastructure, wired only in functions/src/composition.
    // An area holds use cases, routes and ports; its DynamoDB/S3 adapters live in functions/src/infrastructure and
    // its wiring in functions/src/composition. (A separate rule name, so the block above keeps its own patterns.)
    files: ['functions/src/areas/**/*.ts', 'functions/src/http/**/*.ts', 'functions/src/ports/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)(infrastructure|composition)(/|$)',
              message:
                "Areas, http and ports do not reach infrastructure or composition: take a port (functions/src/ports or the area's own) and let functions/src/composition wire the adapter.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/http/**/*.ts', 'functions/src/ports/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)areas(/|$)',
              message: 'http and ports know no area: an area depends on them, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off', 'no-console': 'off' },
  },
);
