import { createDocumentRenderer } from '@redigo/functions/documents/renderer';
import type { RenderScope } from '@redigo/functions/documents/typed-answer';
import PizZip from 'pizzip';

/** What `benchmarkRendering` measured; the ratio is warm render time over pizzip's unzip and re-zip. */
export interface RenderBenchmark {
  renderMedianMs: number;
  renderP95Ms: number;
  floorMedianMs: number;
  ratio: number;
  peakRssMb: number;
}

const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;

const timeMs = (work: () => unknown): number => {
  const start = process.hrtime.bigint();
  work();
  return Number(process.hrtime.bigint() - start) / 1e6;
};

/**
 * Times the warm render of `docx` (compiled once, then rendered `iterations` times) against the floor docs/design.md
 * sets: pizzip unzipping the same file (reading every entry, which inflates it) and zipping it again with DEFLATE. Both run interleaved after a warm-up,
 * so that JIT and GC weigh on both alike. Prints nothing and asserts nothing.
 */
export async function benchmarkRendering(
  docx: Buffer,
  answers: RenderScope,
  iterations: number,
): Promise<RenderBenchmark> {
  const renderer = createDocumentRenderer({ maxMasters: 1 });
  const render = () => renderer.render(docx, 'bench-master', answers);
  const floor = () => {
    const zip = new PizZip(docx);
    Object.values(zip.files).forEach((file) => file.asUint8Array());
    return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
  };
  for (let warmUp = 0; warmUp < Math.min(20, iterations); warmUp += 1) {
    render();
    floor();
  }
  const renders: number[] = [];
  const floors: number[] = [];
  for (let round = 0; round < iterations; round += 1) {
    renders.push(timeMs(render));
    floors.push(timeMs(floor));
    if (round % 16 === 15) await new Promise((resolve) => setImmediate(resolve));
  }
  renders.sort((a, b) => a - b);
  floors.sort((a, b) => a - b);
  const renderMedianMs = percentile(renders, 0.5);
  const floorMedianMs = percentile(floors, 0.5);
  return {
    renderMedianMs,
    renderP95Ms: percentile(renders, 0.95),
    floorMedianMs,
    ratio: renderMedianMs / floorMedianMs,
    peakRssMb: process.resourceUsage().maxRSS / 1024,
  };
}
