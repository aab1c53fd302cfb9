import type { LocalService } from '@redigo/functions/config/config';
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import type { Area } from '@redigo/shared/routes';
import { httpEvent } from '@redigo/functions/http/test-support/http-event';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { demoAccounts } from '../../infra/src/seed/seed-accounts';
import { AREA_SETTINGS } from '@redigo/functions/config/area-settings';
import { tableEnvVar } from '@redigo/functions/config/table-names';
import { fakeLambdaEnvironment } from './cold-start-bench';

/** The first request a fresh process answers: the bundle's import, then the handler's first invocation. */
export interface FirstRequest {
  area: Area;
  route: string;
  status: number;
  importMedianMs: number;
  invocationMedianMs: number;
  totalMedianMs: number;
  totalMaxMs: number;
  runs: number;
}

/** Runs in the fresh process: imports the bundle, invokes it once, and prints what each step took. */
const PROBE = `
const [file, eventJson] = process.argv.slice(1);
const clock = () => Number(process.hrtime.bigint()) / 1e6;
const started = clock();
const { handler } = require(file);
const imported = clock();
const context = { awsRequestId: 'bench-1', functionName: 'bench', invokedFunctionArn: 'arn:aws:lambda:eu-south-1:0:function:bench', memoryLimitInMB: '1769' };
handler(JSON.parse(eventJson), context).then((response) => {
  const answered = clock();
  process.stdout.write('\\n' + JSON.stringify({ importMs: imported - started, invocationMs: answered - imported, status: response.statusCode }));
  process.exit(0);
});
`;

/** Each area's first request: a route most first invocations serve, reaching DynamoDB where the route does. */
const FIRST_REQUESTS: Record<Area, { routeKey: string; body?: unknown; signedIn: boolean }> = {
  auth: {
    routeKey: 'POST /api/auth/login',
    body: { pec: 'nessuno@pec.it', password: 'Sbagliata!1' },
    signedIn: false,
  },
  users: { routeKey: 'GET /api/user', signedIn: true },
  categories: { routeKey: 'GET /api/category', signedIn: true },
  templates: { routeKey: 'GET /api/template', signedIn: true },
  contracts: { routeKey: 'GET /api/contract', signedIn: true },
  payments: { routeKey: 'GET /api/payment/{id}', signedIn: true },
  'stripe-webhook': { routeKey: 'POST /api/stripe/webhook', body: {}, signedIn: false },
  invoices: { routeKey: 'GET /api/invoice', signedIn: true },
  // The bench signs in as the admin, whom the list refuses at once: one contact's read reaches DynamoDB (404).
  contacts: { routeKey: 'GET /api/contact/{id}', signedIn: true },
  // A client opening a link: its token is looked up in DynamoDB (an unknown one: 404).
  'client-links': { routeKey: 'POST /api/client/open', body: { token: 'sconosciuto' }, signedIn: false },
  // The bench signs in as the admin, in no studio: its membership is read in DynamoDB (404).
  studios: { routeKey: 'GET /api/studio', signedIn: true },
};

/** Secrets Manager's GetSecretValue, answered with the local stack's own secrets (its JWT key included). */
const startSecretsStandIn = async (secretString: string): Promise<{ url: string; server: Server }> => {
  const server = createServer((request, response) => {
    request.resume().on('end', () => {
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ ARN: 'arn:bench', Name: 'bench', SecretString: secretString }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
};

const adminToken = async (stack: LocalStack): Promise<string> => {
  const admin = demoAccounts({}).find((account) => account.role === 'admin');
  const response = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pec: admin?.pec, password: admin?.password }),
  });
  const token = response.headers.get('authorization');
  if (!token) throw new Error(`The bench admin could not sign in: ${response.status}`);
  return token;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const run = promisify(execFile);

/**
 * For each area's bundle (built by the cold-start phase, `bundles[area]`), `runs` fresh processes with a
 * deployed function's environment pointed at the bench's DynamoDB Local (the stack's tables) and at a Secrets
 * Manager stand-in: each imports the bundle and answers one request, as a Lambda's first invocation does.
 */
export const measureFirstRequests = async (
  stack: LocalStack,
  dynamodb: LocalService,
  bundles: Partial<Record<Area, string>>,
  runs: number,
): Promise<FirstRequest[]> => {
  const secrets = await startSecretsStandIn(JSON.stringify(await stack.infrastructure.secrets.get()));
  try {
    const token = await adminToken(stack);
    const envOf = (area: Area) => ({
      ...fakeLambdaEnvironment(area),
      ...Object.fromEntries(
        AREA_SETTINGS[area].tables.map((name) => [tableEnvVar(name), stack.config.tables[name]]),
      ),
      AWS_ENDPOINT_URL_DYNAMODB: dynamodb.endpoint,
      // DynamoDB Local's guard takes only its own key (a deployed function's is in its environment too).
      AWS_ACCESS_KEY_ID: dynamodb.credentials.accessKeyId,
      AWS_SECRET_ACCESS_KEY: dynamodb.credentials.secretAccessKey,
      AWS_ENDPOINT_URL_SECRETS_MANAGER: secrets.url,
      PASSWORD_HASH_COST: '12',
      LOG_LEVEL: 'error',
      POWERTOOLS_METRICS_DISABLED: 'true',
    });
    const results: FirstRequest[] = [];
    for (const [area, request] of Object.entries(FIRST_REQUESTS) as [Area, (typeof FIRST_REQUESTS)[Area]][]) {
      const file = bundles[area];
      if (!file) throw new Error(`No bundle of the ${area} Lambda to measure`);
      const event = httpEvent({
        routeKey: request.routeKey,
        rawPath: request.routeKey.split(' ')[1]?.replace('{id}', 'nessuno') ?? '/',
        headers: {
          ...(request.signedIn ? { authorization: `Bearer ${token.replace(/^Bearer /i, '')}` } : {}),
          ...(request.body ? { 'content-type': 'application/json' } : {}),
        },
        pathParameters: request.routeKey.includes('{id}') ? { id: 'nessuno' } : undefined,
        body: request.body ? JSON.stringify(request.body) : undefined,
      });
      const samples: { importMs: number; invocationMs: number; status: number }[] = [];
      for (let round = 0; round < runs; round += 1) {
        const { stdout } = await run(process.execPath, ['-e', PROBE, file, JSON.stringify(event)], {
          env: envOf(area),
          timeout: 30_000,
        });
        samples.push(JSON.parse(stdout.slice(stdout.lastIndexOf('\n') + 1)));
      }
      const totals = samples.map((sample) => sample.importMs + sample.invocationMs);
      results.push({
        area,
        route: request.routeKey,
        status: samples[0]?.status ?? 0,
        importMedianMs: median(samples.map((sample) => sample.importMs)),
        invocationMedianMs: median(samples.map((sample) => sample.invocationMs)),
        totalMedianMs: median(totals),
        totalMaxMs: Math.max(...totals),
        runs,
      });
    }
    return results;
  } finally {
    secrets.server.close();
  }
};
