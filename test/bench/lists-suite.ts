import type { BenchServices } from './bench-stack';
import { measureCatalogue, type CatalogueTiming } from './catalogue-bench';
import { measureLists, type ListTiming } from './lists-bench';
import { benchLogin } from './questions-bench';

/** A list's page timed with some number of contracts in DynamoDB Local. */
export type PageTiming = (ListTiming & { limit?: number }) | CatalogueTiming;

export interface ListsFigures {
  sizes: { contracts: number; seedSeconds: number; timings: PageTiming[] }[];
  /**
   * Median time of page 1 with the most contracts over the fewest, per list (the budget: at most 1.5), timed in
   * alternation on both stacks.
   */
  firstPageRatios: Record<PageTiming['list'], number>;
}

/** Page 1 of a list, catalogue included, as requested on one stack. */
interface PageRequest {
  list: PageTiming['list'];
  url: string;
  token: string;
}

const median = (times: number[]): number =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

const timeGet = async ({ url, token }: PageRequest): Promise<number> => {
  const start = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/**
 * Page 1 of each list timed again on the smallest and the largest stack in alternation (small, large, then large,
 * small...), so that a slower or faster spell of the machine weighs on both alike: the median with the most
 * contracts over the median with the fewest, per list.
 */
const interleavedRatios = async (
  smallest: PageRequest[],
  largest: PageRequest[],
  iterations: number,
): Promise<Record<string, number>> => {
  const ratios: Record<string, number> = {};
  for (const small of smallest) {
    const large = largest.find((request) => request.list === small.list);
    if (!large) continue;
    const times = { small: [] as number[], large: [] as number[] };
    for (let run = -10; run < iterations; run += 1) {
      const order = run % 2 === 0 ? (['small', 'large'] as const) : (['large', 'small'] as const);
      for (const size of order) {
        const time = await timeGet(size === 'small' ? small : large);
        if (run >= 0) times[size].push(time);
      }
    }
    ratios[small.list] = median(times.large) / median(times.small);
  }
  return ratios;
};

/**
 * For each size, a fresh local stack on the bench's DynamoDB Local (new tables) seeded with that many contracts by
 * lists-bench.ts, which times the archive and the admin lists there; the catalogue is timed on the same stack.
 * The ratios of page 1 come from a last pass that times the smallest and the largest stack in alternation.
 */
export const measureAllLists = async (
  services: BenchServices,
  sizes: number[],
  iterations: number,
): Promise<ListsFigures> => {
  const results: ListsFigures['sizes'] = [];
  const firstPages: PageRequest[][] = [];
  for (const size of sizes) {
    const stack = await services.startStack(`lists-${size}`);
    const lists = await measureLists({ target: { stack }, sizes: [size], iterations });
    const catalogue = await measureCatalogue(stack.url, iterations);
    const measured = lists.sizes[0];
    if (!measured) throw new Error(`The lists were not measured with ${size} contracts`);
    results.push({ ...measured, timings: [...catalogue, ...measured.timings] });
    const { token } = await benchLogin(stack.url, 'user');
    firstPages.push([
      { list: 'catalogue', url: `${stack.url}/api/template?page=1&limit=12`, token },
      ...lists.firstPages,
    ]);
  }
  const ratios = await interleavedRatios(
    firstPages[0] ?? [],
    firstPages[firstPages.length - 1] ?? [],
    iterations * 2,
  );
  return {
    sizes: results,
    firstPageRatios: ratios as ListsFigures['firstPageRatios'],
  };
};
