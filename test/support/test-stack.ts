import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LocalService } from '@redigo/functions/config/config';
import { startLocalStack, type LocalStack } from '../../infra/src/local/local-stack';
import { createApiClient, type ApiClient } from './api-client';

export interface TestStack extends LocalStack {
  api: ApiClient;
  dataDir: string;
  tablePrefix: string;
}

export interface TestStackOptions {
  dataDir?: string;
  tablePrefix?: string;
  /** A DynamoDB Local and an s3rver of the test's own (a fault test stops them), instead of the shared ones. */
  dynamodb?: LocalService;
  s3?: LocalService;
  env?: Record<string, string>;
  seed?: boolean;
  /** Keep a client-sent CloudFront-Viewer-Address, so a test can play many client addresses. */
  trustViewerAddressHeader?: boolean;
  /** Receives the access log's lines (one per API request), as `npm start` prints them. */
  accessLog?: (line: string) => void;
}

const testWebRoot = (): string => {
  const root = mkdtempSync(join(tmpdir(), 'redigo-web-'));
  writeFileSync(
    join(root, 'index.html'),
    '<!doctype html><html lang="it"><title>Redigo</title><div id="root"></div></html>',
  );
  return root;
};

/** The integration run's DynamoDB Local (test/support/global-setup.ts): its guard and the credentials it takes. */
export const sharedDynamoDb = (): LocalService => {
  const shared = process.env.REDIGO_TEST_DYNAMODB;
  if (!shared) throw new Error('The integration project must run with its global setup (DynamoDB Local)');
  return JSON.parse(shared) as LocalService;
};

/**
 * The real local stack (the same handlers, DynamoDB Local, s3rver) on a free port, with its own tables in
 * the shared DynamoDB Local and its own data folder. Password hashing is cheaper than in production
 * (PASSWORD_HASH_COST) only to keep the suite fast; the algorithm is the same. No PDF is made unless the test
 * says `env: { PDF_CONVERTER: 'libreoffice' }`. Each account's share of the API (ACCOUNT_RATE_LIMIT) is far above
 * the default, because the tests play many people from a few seeded accounts at machine speed (20 concurrent
 * purchases, every route's bad inputs in a row); test/api/account-rate-limit.test.ts sets a small one to test it.
 */
export const startTestStack = async (options: TestStackOptions = {}): Promise<TestStack> => {
  const dynamodb = options.dynamodb ?? sharedDynamoDb();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'redigo-data-'));
  const tablePrefix = options.tablePrefix ?? `t${randomBytes(4).toString('hex')}-`;
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    webRoot: testWebRoot(),
    dynamodb,
    s3: options.s3,
    tablePrefix,
    seed: options.seed,
    trustViewerAddressHeader: options.trustViewerAddressHeader,
    pathVerificationWorker: process.env.REDIGO_TEST_PATH_VERIFICATION_WORKER,
    accessLog: options.accessLog,
    // PDFs off unless a test turns them on (PDF_CONVERTER=libreoffice): each conversion costs a second of CPU.
    env: {
      PASSWORD_HASH_COST: '12',
      LOG_LEVEL: 'error',
      PDF_CONVERTER: 'off',
      ACCOUNT_RATE_LIMIT: '10000000',
      ...options.env,
    },
  });
  return { ...stack, api: createApiClient(stack.url), dataDir, tablePrefix };
};
