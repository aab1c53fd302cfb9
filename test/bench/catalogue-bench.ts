import { benchLogin } from './questions-bench';

/** The time of one page of the catalogue (GET /api/template as the demo lawyer). */
export interface CatalogueTiming {
  list: 'catalogue';
  page: number;
  limit: number;
  totalResults: number;
  medianMs: number;
  p95Ms: number;
}

const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

/** Times GET `url` one request at a time: `iterations` runs after `warmUps`. */
const timePage = async (url: string, token: string, iterations: number, warmUps: number) => {
  const times: number[] = [];
  let totalResults = 0;
  for (let run = -warmUps; run < iterations; run += 1) {
    const start = process.hrtime.bigint();
    const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
    if (response.status !== 200) throw new Error(`GET ${url}: ${response.status} ${await response.text()}`);
    totalResults = ((await response.json()) as { data: { totalResults: number } }).data.totalResults;
    if (run >= 0) times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { totalResults, medianMs: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
};

/**
 * The lawyer's catalogue on the stack at `url`: page 1 as the SPA asks for it (12 cards), and the last page with
 * one template a page, the latest page the seeded catalogue has.
 */
export const measureCatalogue = async (
  url: string,
  iterations = 20,
  warmUps = 20,
): Promise<CatalogueTiming[]> => {
  const { token } = await benchLogin(url, 'user');
  const first = await timePage(`${url}/api/template?page=1&limit=12`, token, iterations, warmUps);
  const lastPage = Math.max(1, first.totalResults);
  const last = await timePage(`${url}/api/template?page=${lastPage}&limit=1`, token, iterations, warmUps);
  return [
    { list: 'catalogue', page: 1, limit: 12, ...first },
    { list: 'catalogue', page: lastPage, limit: 1, ...last },
  ];
};
