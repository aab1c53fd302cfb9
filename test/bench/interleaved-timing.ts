/** A GET timed on one stack: what it measures (`list`), its URL and the bearer token. */
export interface TimedGet<L extends string = string> {
  list: L;
  url: string;
  token: string;
}

export const median = (times: number[]): number =>
  [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;

/** One GET's time, from the request to the last byte of a 200 (anything else fails the figure). */
export const timeGet = async ({ url, token }: TimedGet): Promise<number> => {
  const start = process.hrtime.bigint();
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/**
 * Each GET timed again on the smallest and the largest stack in alternation (small, large, then large, small...), so
 * that a slower or faster spell of the machine weighs on both alike: the median on the largest over the median on
 * the smallest, per `list`.
 */
export const interleavedRatios = async <L extends string>(
  smallest: TimedGet<L>[],
  largest: TimedGet<L>[],
  iterations: number,
): Promise<Record<L, number>> => {
  const ratios = {} as Record<L, number>;
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
