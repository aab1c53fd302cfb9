import { benchMaster } from './bench-masters';
import { benchmarkRendering } from './render-bench';

/**
 * Entry of a fresh process that benchmarks one master, so that its peak memory is its own:
 * `node render-worker.js <master name> <iterations>`. Writes the RenderBenchmark as JSON on stdout, plus the
 * resident memory before the first render (`baselineRssMb`: Node and the libraries, the master built).
 */
const main = async (): Promise<void> => {
  const [name = '', iterations = '100'] = process.argv.slice(2);
  const master = benchMaster(name);
  const baselineRssMb = process.memoryUsage().rss / 2 ** 20;
  const result = await benchmarkRendering(master.docx, master.answers, Number(iterations));
  process.stdout.write(JSON.stringify({ ...result, baselineRssMb, docxBytes: master.docx.length }));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
