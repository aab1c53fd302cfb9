import type { BenchServices } from './bench-stack';
import { measureCatalogue, type CatalogueTiming } from './catalogue-bench';
import { measureLists, type ListTiming } from './lists-bench';
import { interleavedRatios, type TimedGet } from './interleaved-timing';
import { benchLogin } from './questions-bench';

/** A list's page timed with some number of contracts in DynamoDB Local. */
type PageTiming = (ListTiming & { limit?: number }) | CatalogueTiming;

export interface ListsFigures {
  sizes: { contracts: number; seedSeconds: number; timings: PageTiming[] }[];
  /**
   * Median time of page 1 with the most contracts over the fewest, per list (the budget: at most 1.5), timed in
   * alternation on both stacks.
   */
  firstPageRatios: Record<PageTiming['list'], number>;
}

/** Page 1 of a list, catalogue included, as requested on one stack. */
type PageRequest = TimedGet<PageTiming['list']>;

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
