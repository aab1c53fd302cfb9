import type { LocalService } from '@redigo/functions/config/config';
import { questionsItemId, toItem } from '@redigo/functions/infrastructure/dynamodb/contracts/contract-items';
import {
  counterIdOf,
  partitionsOf,
} from '@redigo/functions/infrastructure/dynamodb/contracts/contract-list-keys';
import { userItem } from '@redigo/functions/infrastructure/dynamodb/users/user-items';
import { pinTemplate, type ContractRecord } from '@redigo/functions/areas/contracts';
import { findTemplateById } from '@redigo/functions/infrastructure/dynamodb/templates/template-table';
import type { TemplateRecord } from '@redigo/functions/areas/templates';
import { newUserRecord } from '@redigo/functions/areas/users';
import type { Answers } from '@redigo/shared/domain/question';
import type { LocalStack } from '../../infra/src/local/local-stack';
import { seedTemplates } from '../../infra/src/seed/templates/index';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { batchWrite } from './batch-write';
import { benchLogin, startBenchStack } from './questions-bench';

type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any

const getJson = async (stack: LocalStack, path: string, token: string): Promise<Json> => {
  const response = await fetch(`${stack.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  return response.json();
};

/** What the seeded contracts are made of: the templates, answers to each, the archive's owner, other owners. */
interface Population {
  templates: TemplateRecord[];
  answers: Answers[][];
  ownerId: string;
  others: string[];
}

const OTHER_OWNERS = 200;
const START = Date.parse('2023-01-01T00:00:00.000Z');

/** Contract number `n`: one in ten is the archive owner's; half are paid, three in ten completed, the rest drafts. */
const contractOf = ({ templates, answers, ownerId, others }: Population, n: number): ContractRecord => {
  const template = templates[n % templates.length] as TemplateRecord;
  const answerSets = answers[n % templates.length] ?? [];
  const state = n % 10 < 5 ? 'PAID' : n % 10 < 8 ? 'COMPLETED' : 'TO_COMPLETE';
  const [id, at] = [`bench-${n.toString().padStart(8, '0')}`, new Date(START + n * 60_000).toISOString()];
  return {
    id,
    userId: n % 10 === 3 ? ownerId : (others[n % OTHER_OWNERS] ?? ''),
    name: template.name,
    title: template.name,
    type: template.id,
    status: state === 'TO_COMPLETE' ? 'TO_COMPLETE' : 'COMPLETED',
    answers: answerSets[n % answerSets.length] ?? {},
    categoryId: template.categoryId,
    ...(state !== 'TO_COMPLETE' && { pinned: pinTemplate(template) }),
    ...(state === 'PAID' && {
      paymentId: { id: `pay-${id}`, updatedAt: at },
      documentKey: `documents/${id}.docx`,
    }),
    version: state === 'PAID' ? 2 : 1,
    createdAt: at,
    updatedAt: at,
  };
};

/** Seeds contracts `from` to `to - 1`, adding them to `counts`, then writes every counter. */
const seedContracts = async (
  stack: LocalStack,
  population: Population,
  range: [number, number],
  counts: Map<string, number>,
) => {
  const { dynamo } = stack.infrastructure;
  const table = stack.config.tables.contracts;
  const [from, to] = range;
  const batch: Record<string, unknown>[] = [];
  for (let n = from; n < to; n += 1) {
    const record = contractOf(population, n);
    for (const id of partitionsOf(record).map(counterIdOf)) counts.set(id, (counts.get(id) ?? 0) + 1);
    batch.push(toItem(record));
    if (batch.length >= 5000 || n === to - 1) await batchWrite(dynamo, table, batch.splice(0));
  }
  await batchWrite(
    dynamo,
    table,
    [...counts].map(([id, total]) => ({ id, total })),
  );
};

/** The seeded templates, their answer sets, and other owners written to the users table. */
const preparePopulation = async (
  stack: LocalStack,
  adminToken: string,
  ownerId: string,
): Promise<Population> => {
  const { dynamo, clock } = stack.infrastructure;
  const listed = (await getJson(stack, '/api/template?limit=100', adminToken)).data.results as {
    id: string;
  }[];
  const found = await Promise.all(
    listed.map(({ id }) => findTemplateById(dynamo, stack.config.tables.templates, id)),
  );
  const templates = found.filter((template): template is TemplateRecord => template !== undefined);
  const others = Array.from({ length: OTHER_OWNERS }, (_, n) => `bench-user-${n}`);
  const now = clock.now().toISOString();
  const users = others.map((id, n) =>
    newUserRecord(
      {
        id,
        name: `Nome${n}`,
        surname: `Cognome${n}`,
        pec: `${id}@pec.it`,
        passwordHash: '-',
        role: 'user',
        status: 'confermato',
        email_verified: true,
      },
      now,
    ),
  );
  await batchWrite(dynamo, stack.config.tables.users, users.map(userItem));
  const questions = templates.map((t) => ({
    id: questionsItemId(t.id, t.version),
    json_questions: t.json_questions,
  }));
  await batchWrite(dynamo, stack.config.tables.contracts, questions);
  const answers = templates.map((template) => {
    const definition = seedTemplates.find((candidate) => candidate.name === template.name);
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

/** A list's page 1 as requested on one stack: what the interleaved comparison of lists-suite.ts times again. */
interface FirstPageRequest {
  list: ListTiming['list'];
  url: string;
  token: string;
}

export interface ListsBenchmark {
  sizes: { contracts: number; seedSeconds: number; timings: ListTiming[] }[];
  /** Page 1 of each list on the stack measured. */
  firstPages: FirstPageRequest[];
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

type Lists = readonly { list: ListTiming['list']; query: string; token: string }[];

/** Page 1, page 50 and the last page of each list, each timed on its own. */
const timeLists = async (stack: LocalStack, lists: Lists, iterations: number, warmUps: number) => {
  const timings: ListTiming[] = [];
  for (const { list, query, token } of lists) {
    const first = await timeList(stack, `/api/contract?${query}&page=1`, token, iterations, warmUps);
    const lastPage = Math.max(1, Math.ceil(first.totalResults / 10));
    timings.push({ list, page: 1, ...first });
    for (const page of [...new Set([Math.min(50, lastPage), lastPage])]) {
      const path = `/api/contract?${query}&page=${page}`;
      timings.push({ list, page, ...(await timeList(stack, path, token, iterations, warmUps)) });
    }
  }
  return timings;
};

/** Seeds up to each size in turn and times the lists there. */
const measureOn = async (stack: LocalStack, sizes: number[], iterations: number): Promise<ListsBenchmark> => {
  const { token: adminToken } = await benchLogin(stack.url, 'admin');
  const { token: userToken, userId } = await benchLogin(stack.url, 'user');
  const population = await preparePopulation(stack, adminToken, userId);
  const lists: Lists = [
    { list: 'archive', query: 'status=COMPLETED&payed=true', token: userToken },
    { list: 'admin', query: 'status=COMPLETED', token: adminToken },
    {
      list: 'admin-category',
      query: `status=COMPLETED&categoryId=${population.templates[0]?.categoryId ?? ''}`,
      token: adminToken,
    },
  ];
  const counts = new Map<string, number>();
  const results: ListsBenchmark['sizes'] = [];
  let seeded = 0;
  for (const size of [...sizes].sort((a, b) => a - b)) {
    const start = Date.now();
    await seedContracts(stack, population, [seeded, size], counts);
    seeded = size;
    const seedSeconds = (Date.now() - start) / 1000;
    // The first size also warms up the JIT of both Node and DynamoDB Local, which would weigh on it alone.
    const timings = await timeLists(stack, lists, iterations, results.length === 0 ? 100 : 10);
    results.push({ contracts: size, seedSeconds, timings });
  }
  const firstPage = (list: ListTiming['list'], at?: (typeof results)[number]) =>
    at?.timings.find((timing) => timing.list === list && timing.page === 1)?.medianMs ?? Number.NaN;
  const ratio = (list: ListTiming['list']) =>
    firstPage(list, results[results.length - 1]) / firstPage(list, results[0]);
  return {
    sizes: results,
    firstPages: lists.map(({ list, query, token }) => ({
      list,
      url: `${stack.url}/api/contract?${query}&page=1`,
      token,
    })),
    firstPageRatios: {
      archive: ratio('archive'),
      admin: ratio('admin'),
      'admin-category': ratio('admin-category'),
    },
  };
};

/**
 * Seeds contracts with BatchWrite (and their list counters) into a local stack's own tables up to each of
 * `sizes` in turn, and times through HTTP page 1, page 50 and the last page of the lawyer's archive
 * (`status=COMPLETED&payed=true`), of the admin's list (`status=COMPLETED`) and of the admin's list of one
 * category, one request at a time. The stack is a new one on the DynamoDB Local `dynamodb` (with its
 * files in `dataDir`), or `stack`, a running one in this process whose contracts table is empty.
 */
export const measureLists = async ({
  target,
  sizes = [1000, 100_000],
  iterations = 20,
}: {
  target: { dynamodb: LocalService; dataDir?: string } | { stack: LocalStack };
  sizes?: number[];
  iterations?: number;
}): Promise<ListsBenchmark> => {
  if ('stack' in target) return measureOn(target.stack, sizes, iterations);
  const stack = await startBenchStack(target.dynamodb, target.dataDir);
  try {
    return await measureOn(stack, sizes, iterations);
  } finally {
    await stack.stop();
  }
};
