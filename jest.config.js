/**
 * Jest projects: `unit` (pure code, next to it, quick), `checks` (the CDK app synthesised, the Lambda bundles built,
 * the layers' lint rules and the docs' paths: whole-repository checks, minutes on a 2-core machine) and
 * `integration` (HTTP journeys against the local engines). `jest` with no --selectProjects runs all three.
 */
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(@middy|jose)/)'],
  moduleNameMapper: {
    '^@middy/([^/]+)$': '<rootDir>/node_modules/@middy/$1/index.js',
    '\\.css$': '<rootDir>/test/support/style-stub.js',
  },
  setupFiles: ['<rootDir>/test/support/jest-globals.js'],
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

module.exports = {
  // A bound, not a speed: integration hooks start a whole local stack (DynamoDB Local, s3rver, the seeded catalogue),
  // which takes seconds on a quiet machine and can take a minute on a busy one; a test or hook still running after
  // three minutes is stuck. A project-level testTimeout is not honoured.
  testTimeout: 180_000,
  // Two workers, whatever the cores (jest's default on a 2-core machine is one): an integration file spends most of
  // its time waiting on DynamoDB Local, s3rver and LibreOffice, so two files at a time take about half the wall time.
  // Every file has its own tables, buckets and outboxes, and `npm run test:stress` runs the same two workers with
  // both cores kept busy.
  maxWorkers: 2,
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/{shared,functions,infra,web}/src/**/*.test.{ts,tsx}'],
      // The CDK app's tests (synth, bundles, cdk-nag) are `checks`.
      testPathIgnorePatterns: ['/node_modules/', '<rootDir>/infra/src/cdk/'],
    },
    {
      ...shared,
      displayName: 'checks',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/infra/src/cdk/**/*.test.ts', '<rootDir>/test/lint/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'integration',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/api/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.ts',
      globalTeardown: '<rootDir>/test/support/global-teardown.ts',
    },
  ],
};
