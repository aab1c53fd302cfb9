import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { counterIdOf, partitionsOf } from '@redigo/functions/areas/contracts/contract-list-keys';
import { questionsItemId, toItem } from '@redigo/functions/areas/contracts/contract-items';
import type { ContractRecord } from '@redigo/functions/areas/contracts/contract-record';
import type { Answers } from '@redigo/shared/domain/question';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { benchLogin, startBenchStack } from './questions-bench';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const getJson = async (stack: LocalStack, path: string, token: string): Promise<Json> => {
  const response = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** Writes items with BatchWrite, 25 a request, `parallel` requests at a time, retrying unprocessed ones. */
const batchWrite = async (
  dynamo: DynamoDBDocumentClient,
  table: string,
  items: Record<string, unknown>[],
) => {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) chunks.push(items.slice(start, start + 25));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length > 0) {
        const { UnprocessedItems } = await dynamo.send(
          new BatchWriteCommand({ RequestItems: { [table]: requests } }),
        );
        requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
};

/** What the seeded contracts are made of: the templates as staff see them, the archive's owner, other owners. */
interface Population {
  templates: Json[];
  answers: Answers[][];
  ownerId: string;
  others: string[];
}

const OTHER_OWNERS = 200;
const START = Date.parse('2023-01-01T00:00:00.000Z');

/** Contract number `n`: one in ten is the archive owner's; half are paid, three in ten completed, the rest drafts. */
const contractOf = (population: Population, n: number): ContractRecord => {
  const index = n % population.templates.length;
  const template = population.templates[index];
  const answerSets = population.answers[index] ?? [];
  const state = n % 10 < 5 ? 'PAID' : n % 10 < 8 ? 'COMPLETED' : 'TO_COMPLETE';
  const at = new Date(START + n * 60_000).toISOString();
  const id = `bench-${n.toString().padStart(8, '0')}`;
  const { json_questions, ...kept } = {
    templateId: template.id,
    version: template.version,
    name: template.name,
    categoryId: template.categoryId?.id ?? '',
    price: template.price,
    stripe_url: template.stripe_url,
    max_questions: template.max_questions,
    json_questions: template.json_questions,
    file_name: template.file_name,
    preview_name: template.preview_name,
  };
  return {
    id,
    userId: n % 10 === 3 ? population.ownerId : (population.others[n % OTHER_OWNERS] ?? ''),
    name: template.name,
    title: template.name,
    type: template.id,
    status: state === 'TO_COMPLETE' ? 'TO_COMPLETE' : 'COMPLETED',
    answers: answerSets[n % answerSets.length] ?? {},
    categoryId: kept.categoryId,
    ...(state !== 'TO_COMPLETE' && { pinned: { ...kept, json_questions } }),
    ...(state === 'PAID' && {
      paymentId: { id: `pay-${id}`, updatedAt: at },
      documentKey: `documents/${id}.docx`,
    }),
    version: state === 'PAID' ? 2 : 1,
    createdAt: at,
    updatedAt: at,
  };
};

/** Seeds contracts `from` to `to - 1` and adds them to `counts`, then writes every counter. */
const seedContracts = async (
  stack: LocalStack,
  population: Population,
  from: number,
  to: number,
  counts: Map<string, number>,
) => {
  const { dynamo } = stack.infrastructure;
  const table = stack.config.tables.contracts;
  const batch: Record<string, unknown>[] = [];
  for (let n = from; n < to; n += 1) {
    const record = contractOf(population, n);
    for (const partition of partitionsOf(record)) {
      const id = counterIdOf(partition);
      counts.set(id, (counts.get(id) ?? 0) + 1);
    }
    batch.push(toItem(record));
    if (batch.length >= 5000 || n === to - 1) await batchWrite(dynamo, table, batch.splice(0));
  }
  await batchWrite(
    dynamo,
    table,
    [...counts].map(([id, total]) => ({ id, total })),
  );
};

const preparePopulation = async (
  stack: LocalStack,
  adminToken: string,
  ownerId: string,
): Promise<Population> => {
  const templates = (await getJson(stack, '/api/template?limit=100', adminToken)).data.results as Json[];
  const others = Array.from({ length: OTHER_OWNERS }, (_, n) => `bench-user-${n}`);
  const now = new Date().toISOString();
  await batchWrite(
    stack.infrastructure.dynamo,
    stack.config.tables.users,
    others.map((id, n) => ({
      ...{
        id,
        listKey: 'USER',
        name: `Nome${n}`,
        surname: `Cognome${n}`,
        pec: `${id}@pec.it`,
        passwordHash: '-',
      },
      ...{
        role: 'user',
        status: 'confermato',
        newsletter: false,
        email_verified: true,
        createdAt: now,
        updatedAt: now,
      },
    })),
  );
  await batchWrite(
    stack.infrastructure.dynamo,
    stack.config.tables.contracts,
    templates.map((t) => ({ id: questionsItemId(t.id, t.version), json_questions: t.json_questions })),
  );
  const answers = templates.map((t) => {
    const definition = seedTemplates.find((candidate) => candidate.name === t.name);
    return definition ? reachableAnswerSets(definition.questions).slice(0, 20) : [];
  });
  return { templates, answers, ownerId, others };
};

export interface ListTiming {
  list: 'archive' | 'admin' | 'admin-category';
  page: number;
  totalResults: number;
  medianMs: number;
  p95Ms: number;
}

export interface ListsBenchmark {
  sizes: { contracts: number; seedSeconds: number; timings: ListTiming[] }[];
  /** Median time of page 1 at the largest size over the smallest, per list (the budget: at most 1.5). */
  firstPageRatios: Record<ListTiming['list'], number>;
}

const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Times GET `path` (`iterations` runs after `warmUps`), one request at a time. */
const timeList = async (
  stack: LocalStack,
  path: string,
  token: string,
  iterations: number,
  warmUps: number,
) => {
  const times: number[] = [];
  let total = 0;
  for (let run = -warmUps; run < iterations; run += 1) {
    const start = process.hrtime.bigint();
    const body = await getJson(stack, path, token);
    if (run >= 0) times.push(Number(process.hrtime.bigint() - start) / 1e6);
    total = body.data.totalResults;
  }
  times.sort((a, b) => a - b);
  return { totalResults: total, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
};

/**
 * Seeds contracts with BatchWrite into a fresh local stack's tables (on the DynamoDB Local at `dynamodbEndpoint`)
 * up to each of `sizes` in turn, and times through HTTP page 1, page 50 and the last page of the lawyer's archive
 * (`status=COMPLETED&payed=true`), of the admin's list (`status=COMPLETED`) and of the admin's list of one category.
 */
export const measureLists = async ({
  dynamodbEndpoint,
  dataDir,
  sizes = [1000, 100_000],
  iterations = 20,
}: {
  dynamodbEndpoint: string;
  dataDir?: string;
  sizes?: number[];
  iterations?: number;
}): Promise<ListsBenchmark> => {
  const stack = await startBenchStack(dynamodbEndpoint, dataDir);
  try {
    const { token: adminToken } = await benchLogin(stack.url, 'admin');
    const { token: userToken, userId } = await benchLogin(stack.url, 'user');
    const population = await preparePopulation(stack, adminToken, userId);
    const categoryId = population.templates[0]?.categoryId?.id as string;
    const lists = [
      { list: 'archive', query: 'status=COMPLETED&payed=true', token: userToken },
      { list: 'admin', query: 'status=COMPLETED', token: adminToken },
      { list: 'admin-category', query: `status=COMPLETED&categoryId=${categoryId}`, token: adminToken },
    ] as const;
    const counts = new Map<string, number>();
    const results: ListsBenchmark['sizes'] = [];
    let seeded = 0;
    for (const size of [...sizes].sort((a, b) => a - b)) {
      const start = Date.now();
      await seedContracts(stack, population, seeded, size, counts);
      seeded = size;
      const seedSeconds = (Date.now() - start) / 1000;
      const timings: ListTiming[] = [];
      // The first size also warms up the JIT of both Node and DynamoDB Local, which would weigh on it alone.
      const warmUps = results.length === 0 ? 100 : 10;
      for (const { list, query, token } of lists) {
        const first = await timeList(stack, `/api/contract?${query}&page=1`, token, iterations, warmUps);
        const lastPage = Math.max(1, Math.ceil(first.totalResults / 10));
        timings.push({ list, page: 1, ...first });
        for (const page of [...new Set([Math.min(50, lastPage), lastPage])]) {
          const path = `/api/contract?${query}&page=${page}`;
          timings.push({ list, page, ...(await timeList(stack, path, token, iterations, warmUps)) });
        }
      }
      results.push({ contracts: size, seedSeconds, timings });
    }
    const firstPage = (at: (typeof results)[number] | undefined, list: ListTiming['list']) =>
      at?.timings.find((timing) => timing.list === list && timing.page === 1)?.medianMs ?? Number.NaN;
    const [smallest, largest] = [results[0], results[results.length - 1]];
    const ratio = (list: ListTiming['list']) => firstPage(largest, list) / firstPage(smallest, list);
    return {
      sizes: results,
      firstPageRatios: {
        archive: ratio('archive'),
        admin: ratio('admin'),
        'admin-category': ratio('admin-category'),
      },
    };
  } finally {
    await stack.stop();
  }
};
