import type { BenchServices } from './bench-stack';
import { measureCatalogue, type CatalogueTiming } from './catalogue-bench';
import { measureLists, type ListTiming } from './lists-bench';

/** A list's page timed with some number of contracts in DynamoDB Local. */
export type PageTiming = (ListTiming & { limit?: number }) | CatalogueTiming;

export interface ListsFigures {
  sizes: { contracts: number; seedSeconds: number; timings: PageTiming[] }[];
  /** Median time of page 1 with the most contracts over the fewest, per list (the budget: at most 1.5). */
  firstPageRatios: Record<PageTiming['list'], number>;
}

const firstPage = (timings: PageTiming[] | undefined, list: PageTiming['list']): number =>
  timings?.find((timing) => timing.list === list && timing.page === 1)?.medianMs ?? Number.NaN;

/**
 * For each size, a fresh local stack on the bench's DynamoDB Local (new tables) seeded with that many contracts by
 * lists-bench.ts, which times the archive and the admin lists there; the catalogue is timed on the same stack.
 */
export const measureAllLists = async (
  services: BenchServices,
  sizes: number[],
  iterations: number,
): Promise<ListsFigures> => {
  const results: ListsFigures['sizes'] = [];
  for (const size of sizes) {
    const stack = await services.startStack(`lists-${size}`);
    const lists = await measureLists({ target: { stack }, sizes: [size], iterations });
    const catalogue = await measureCatalogue(stack.url, iterations);
    const measured = lists.sizes[0];
    if (!measured) throw new Error(`The lists were not measured with ${size} contracts`);
    results.push({ ...measured, timings: [...catalogue, ...measured.timings] });
  }
  const [smallest, largest] = [results[0]?.timings, results[results.length - 1]?.timings];
  const lists = [...new Set(results.flatMap((size) => size.timings.map((timing) => timing.list)))];
  return {
    sizes: results,
    firstPageRatios: Object.fromEntries(
      lists.map((list) => [list, firstPage(largest, list) / firstPage(smallest, list)]),
    ) as ListsFigures['firstPageRatios'],
  };
};
