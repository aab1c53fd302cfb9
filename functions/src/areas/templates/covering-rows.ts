import { ABSENT, compileParameters, type CoveringParameter, type CoveringRow } from './covering-parameters';
import { PairUniverse } from './pair-universe';
import { buildRow, type RowContext } from './row-builder';
import { rowRequirements, type RowRequirements } from './row-requirements';

/** About how many pair lookups the candidates for one row may cost together (a few milliseconds). */
const CANDIDATE_WORK = 2_000_000;
const MAX_CANDIDATES = 10;

const only = (size: number, value: number): Uint8Array => {
  const allows = new Uint8Array(size);
  allows[value] = 1;
  return allows;
};
const every = (size: number): Uint8Array => new Uint8Array(size).fill(1);

/** A small deterministic generator (mulberry32): the same template always gets the same paths. */
const seededRandom = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const markPair = (context: RowContext, first: number, a: number, second: number, b: number): void => {
  if (!context.universe.donePair(context.universe.pairBit(first, a, second, b))) return;
  const [firstOpen, secondOpen] = [context.open[first], context.open[second]];
  if (firstOpen) firstOpen[a] = (firstOpen[a] ?? 0) - 1;
  if (secondOpen) secondOpen[b] = (secondOpen[b] ?? 0) - 1;
};

const inRowOf = (row: CoveringRow): number[] =>
  [...row.keys()].filter((parameter) => row[parameter] !== ABSENT);

/** How many pairs of a row are not covered yet. */
const newPairs = ({ universe }: RowContext, row: CoveringRow): number => {
  const inRow = inRowOf(row);
  let count = 0;
  for (const [position, first] of inRow.entries())
    for (const second of inRow.slice(position + 1))
      if (!universe.isPairDone(universe.pairBit(first, row[first] ?? 0, second, row[second] ?? 0)))
        count += 1;
  return count;
};

const coverRow = (context: RowContext, row: CoveringRow): void => {
  const inRow = inRowOf(row);
  for (const [position, first] of inRow.entries()) {
    context.universe.doneSingle(first, row[first] ?? 0);
    for (const second of inRow.slice(position + 1))
      markPair(context, first, row[first] ?? 0, second, row[second] ?? 0);
  }
};

/** The best of a few candidate rows (each shuffled differently), or null when none can be built. */
const bestRow = (context: RowContext, required: RowRequirements, candidates: number): CoveringRow | null => {
  let best: CoveringRow | null = null;
  let bestCount = -1;
  for (let candidate = 0; candidate < candidates; candidate += 1) {
    const row = buildRow(context, required);
    if (!row) return best;
    const count = newPairs(context, row);
    if (count > bestCount) [best, bestCount] = [row, count];
  }
  return best;
};

/**
 * Gives up on a pair no row can hold (the conditions of its two parameters exclude each other, or exclude one of
 * its values), widening to every pair that fails for the same reason so that each reason is searched once.
 */
const giveUpPair = (context: RowContext, first: number, a: number, second: number, b: number): void => {
  const firstSize = context.sizes[first] ?? 0;
  const secondSize = context.sizes[second] ?? 0;
  const reachable = (firstValues: Uint8Array, secondValues: Uint8Array) =>
    rowRequirements(
      context.conditions,
      new Map([
        [first, firstValues],
        [second, secondValues],
      ]),
    ) !== null;
  const giveUp = (firstValues: Uint8Array, secondValues: Uint8Array) => {
    for (let x = 0; x < firstSize; x += 1)
      for (let y = 0; y < secondSize; y += 1)
        if (firstValues[x] === 1 && secondValues[y] === 1) markPair(context, first, x, second, y);
  };
  const [anyFirst, anySecond, justA, justB] = [
    every(firstSize),
    every(secondSize),
    only(firstSize, a),
    only(secondSize, b),
  ];
  if (!reachable(anyFirst, anySecond)) giveUp(anyFirst, anySecond);
  else if (!reachable(justA, anySecond)) giveUp(justA, anySecond);
  else if (!reachable(anyFirst, justB)) giveUp(anyFirst, justB);
  else giveUp(justA, justB);
};

const rowContext = (parameters: readonly CoveringParameter[]): RowContext => {
  const sizes = parameters.map(({ size }) => Math.max(0, size));
  const conditions = compileParameters(parameters);
  const deciding = sizes.map(() => false);
  conditions.flat(2).forEach(({ parameter }) => parameter >= 0 && (deciding[parameter] = true));
  const total = sizes.reduce((sum, size) => sum + size, 0);
  return {
    sizes,
    conditions,
    deciding,
    universe: new PairUniverse(sizes),
    open: sizes.map((size) => new Int32Array(size).fill(total - size)),
    random: seededRandom(sizes.length * 7919 + total),
  };
};

/**
 * A pairwise-covering set of rows, one at a time, most useful first (an AETG-style greedy that respects the
 * parameters' requirements): each row starts from the first pair of values not yet covered, takes the requirements
 * that let both values take part (row-requirements.ts), and fills the other parameters greedily (row-builder.ts),
 * keeping the best of a few candidates. Every pair of values that some row can hold ends up in a row; then every
 * single value. The caller stops pulling when its time is up: the rows it took are the ones that covered the most.
 */
export function* coveringRows(parameters: readonly CoveringParameter[]): Generator<CoveringRow> {
  const context = rowContext(parameters);
  const { sizes, universe, conditions } = context;
  const meanSize = sizes.reduce((sum, size) => sum + size, 0) / Math.max(1, sizes.length);
  const rowWork = (sizes.length * sizes.length * meanSize) / 2 + 1;
  const candidates = Math.max(1, Math.min(MAX_CANDIDATES, Math.floor(CANDIDATE_WORK / rowWork)));
  let cursor = 0;
  while (!universe.finished) {
    const pair = universe.nextPair(cursor);
    const single = pair ? null : universe.nextSingle();
    if (!pair && !single) return;
    cursor = pair?.bit ?? universe.pairCount;
    const targets: RowRequirements = pair
      ? new Map([
          [pair.first, only(sizes[pair.first] ?? 0, pair.a)],
          [pair.second, only(sizes[pair.second] ?? 0, pair.b)],
        ])
      : new Map([[single?.parameter ?? 0, only(sizes[single?.parameter ?? 0] ?? 0, single?.value ?? 0)]]);
    const required = rowRequirements(conditions, targets);
    const row = required && bestRow(context, required, candidates);
    if (row) {
      coverRow(context, row);
      yield row;
    } else if (pair) giveUpPair(context, pair.first, pair.a, pair.second, pair.b);
    else if (single) universe.doneSingle(single.parameter, single.value);
  }
}
