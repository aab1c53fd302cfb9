import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { allowedHostsOf } from './http/allowed-hosts';
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { AREAS, type Area } from '@redigo/shared/routes';
import { AREA_FACTORIES } from '@redigo/functions/composition/areas';
import type { Infrastructure } from '@redigo/functions/composition/infrastructure';
import { createLocalInfrastructure, localPaths } from '@redigo/functions/composition/local';
import {
  createLocalPdfs,
  type LocalPdfs,
  type LocalPdfStatus,
} from '@redigo/functions/composition/local-pdfs';
import {
  createLocalUpdateMails,
  type LocalUpdateMails,
} from '@redigo/functions/composition/local-update-mails';
import { createS3Client } from '@redigo/functions/infrastructure';
import { loadConfig, type AppConfig, type LocalService } from '@redigo/functions/config/config';
import type { LambdaHttpHandler } from '@redigo/functions/http/http-types';
import { ensureBuckets, ensureTables } from './create-resources';
import { lockDataDirectory } from './data-lock';
import { startDynamoDbLocal, type RunningService } from './dynamodb-local';
import { createLocalRequestListener } from './http/local-server';
import { localEnvironment } from './local-environment';
import { userSettingsOf } from './local-settings';
import { localRoutes } from './local-routes';
import { startS3Local } from './s3-local';
import { seedLocalData, seedLocalDemo } from './seed-local';
import { allowBrowserUploads } from './upload-cors';

export interface LocalStackOptions {
  dataDir: string;
  /** 0 picks a free port. */
  port: number;
  host?: string;
  webRoot: string;
  /**
   * An already running DynamoDB Local and its credentials (tests share one); otherwise one is started on `dataDir`.
   */
  dynamodb?: LocalService;
  tablePrefix?: string;
  /** An already running s3rver (a fault test stops and restarts its own); otherwise one is started on `dataDir`. */
  s3?: LocalService;
  /**
   * The user-facing settings (local-settings.ts): SEED_*, LOGIN_*, LOG_LEVEL, PASSWORD_HASH_COST, APP_URL...
   * Anything else in it is ignored: the stack's own endpoints, tables, buckets and mailer can't be overridden.
   */
  env?: Record<string, string | undefined>;
  seed?: boolean;
  accessLog?: (line: string) => void;
  /**
   * The bundled worker of «Verifica tutti i percorsi»; by default the one built next to the running bundle
   * (infra/dist/local, test/bench/dist). Tests that run from source pass the one their global setup built.
   */
  pathVerificationWorker?: string;
  /**
   * Tests only: the API takes a client's own `CloudFront-Viewer-Address` as its address, so one test can play
   * many clients. Never set by `npm start`: it would let anyone escape the per-address login limit.
   */
  trustViewerAddressHeader?: boolean;
}

export interface LocalStack {
  url: string;
  config: AppConfig;
  infrastructure: Infrastructure;
  /** The PDF queue and its converter (functions/src/composition/local-pdfs.ts). */
  pdfs: Pick<LocalPdfs, 'counts'> & { status: LocalPdfStatus };
  /** The queue of the buyers' mails (functions/src/composition/local-update-mails.ts). */
  updateMails: Pick<LocalUpdateMails, 'counts'>;
  stop(): Promise<void>;
}

/** The header of the seed's requests, which go through before the stack is open to anyone else. */
const SEED_REQUEST_HEADER = 'x-redigo-seed';

const listen = (server: Server, port: number, host: string): Promise<number> =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });

const closeServer = (server: Server): Promise<void> =>
  new Promise((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

/**
 * Starts the whole product locally: DynamoDB Local, s3rver, tables and buckets, the PDF queue and LibreOffice
 * (when installed), the seed data and one HTTP server for the SPA, the API (the same Lambda handlers as on AWS)
 * and the local-only pages.
 */
export const startLocalStack = async (options: LocalStackOptions): Promise<LocalStack> => {
  // Everything the stack writes (tables, files, the outbox with its live links) is the user's alone: 0700 folders,
  // 0600 files, for this process and the DynamoDB Local it starts.
  process.umask(0o077);
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const unlock = lockDataDirectory(options.dataDir);
  const started: RunningService[] = [];
  let pdfs: LocalPdfs | undefined;
  let updateMails: LocalUpdateMails | undefined;
  let listener: RequestListener | undefined;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));
  // The port is taken first (config needs the URL); requests that arrive early wait until the stack is up, but for
  // the seed's own (the demo of an update goes through the API before anyone else may), which carry this key, and
  // the calls the API makes meanwhile to the Stripe stand-in's API (`/v1/`, which only answers the secret key).
  const seedHeaders = { [SEED_REQUEST_HEADER]: randomBytes(16).toString('hex') };
  const server = createServer((request, response) => {
    const early =
      request.headers[SEED_REQUEST_HEADER] === seedHeaders[SEED_REQUEST_HEADER] ||
      (request.url ?? '').startsWith('/v1/');
    (early ? Promise.resolve() : ready)
      .then(() => listener?.(request, response))
      .catch((error: unknown) => {
        // The listener answers its own errors; anything left must not take the whole process down.
        console.error(error);
        if (!response.headersSent) response.writeHead(500).end();
        else response.destroy();
      });
  });
  // An idle connection is kept for a minute, as CloudFront and API Gateway keep theirs, not Node's 5 s: a client
  // whose event loop was busy for a few seconds (a browser tab, a test awaiting a conversion) must not send its next
  // request on a connection the server is closing that very moment (ECONNRESET). The headers' timeout stays above it.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  try {
    const dynamo = options.dynamodb
      ? { ...options.dynamodb, stop: async () => undefined }
      : await startDynamoDbLocal(join(options.dataDir, 'dynamodb'));
    started.push(dynamo);
    const s3 = options.s3
      ? { ...options.s3, stop: async () => undefined }
      : await startS3Local(join(options.dataDir, 's3'));
    started.push(s3);
    const host = options.host ?? '127.0.0.1';
    const port = await listen(server, options.port, host);
    const url = `http://${host}:${port}`;
    const env = {
      ...localEnvironment({
        appUrl: url,
        dataDir: options.dataDir,
        dynamodb: dynamo,
        s3,
        stripeApiUrl: url,
        tablePrefix: options.tablePrefix ?? 'redigo-local-',
        bucketPrefix: 'redigo-local-',
        pathVerificationWorker: options.pathVerificationWorker,
      }),
      ...userSettingsOf(options.env ?? {}),
    };
    const config = loadConfig(env);
    const tableClient = new DynamoDBClient({
      region: config.region,
      endpoint: dynamo.endpoint,
      credentials: dynamo.credentials,
    });
    await ensureTables(tableClient, (table) => config.tables[table.name]);
    tableClient.destroy();
    const s3Client = createS3Client(config.region, s3);
    await ensureBuckets(s3Client, Object.values(config.buckets));
    await allowBrowserUploads(s3Client, config.buckets.masters, config.appUrl);
    pdfs = createLocalPdfs(config);
    updateMails = createLocalUpdateMails(config);
    const infrastructure = createLocalInfrastructure(config, pdfs.jobs, updateMails.jobs);
    const pdfStatus = await pdfs.start(infrastructure);
    updateMails.start(infrastructure);
    if (options.seed !== false) await seedLocalData(infrastructure, env);
    const areaHandlers = Object.fromEntries(
      AREAS.map((area) => [area, AREA_FACTORIES[area](infrastructure)]),
    ) as Record<Area, LambdaHttpHandler>;
    listener = createLocalRequestListener({
      webRoot: options.webRoot,
      outboxDirectory: localPaths(options.dataDir).outbox,
      areaHandlers,
      extraRoutes: localRoutes(infrastructure),
      accessLog: options.accessLog,
      trustViewerAddressHeader: options.trustViewerAddressHeader,
      uploadOrigin: new URL(s3.endpoint).origin,
      allowedHosts: allowedHostsOf(config.appUrl),
    });
    if (options.seed !== false) await seedLocalDemo(infrastructure, url, env, seedHeaders);
    markReady();
    return {
      url,
      config,
      infrastructure,
      pdfs: { status: pdfStatus, counts: () => (pdfs as LocalPdfs).counts() },
      updateMails: { counts: () => (updateMails as LocalUpdateMails).counts() },
      async stop() {
        await closeServer(server);
        await pdfs?.stop();
        await updateMails?.stop();
        for (const service of started.reverse()) await service.stop();
        unlock();
      },
    };
  } catch (error) {
    if (server.listening) await closeServer(server);
    await pdfs?.stop();
    await updateMails?.stop();
    for (const service of started.reverse()) await service.stop();
    unlock();
    throw error;
  }
};
