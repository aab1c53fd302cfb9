import { ABSENT, takesPart, type CompiledLiteral, type CoveringRow } from './covering-parameters';
import type { PairUniverse } from './pair-universe';
import type { RowRequirements } from './row-requirements';

/** What building a row reads: the parameters, what is covered, and a source of shuffles. */
export interface RowContext {
  sizes: readonly number[];
  conditions: readonly CompiledLiteral[][][];
  /** Parameters some condition names: their values decide which parameters take part. */
  deciding: readonly boolean[];
  universe: PairUniverse;
  /** For each parameter's values, how many of their pairs are still to cover (the tie-breaker). */
  open: readonly Int32Array[];
  random: () => number;
}

/** The value of `parameter` that covers the most pairs not yet covered with the values already in `row`. */
const bestValue = (
  context: RowContext,
  row: CoveringRow,
  inRow: readonly number[],
  parameter: number,
  demanded: Uint8Array | undefined,
): number => {
  const { sizes, universe, open } = context;
  const scores = new Int32Array(sizes[parameter] ?? 0);
  for (const other of inRow) {
    const value = row[other] ?? 0;
    if (other < parameter) universe.countOpen(universe.pairBit(other, value, parameter, 0), scores);
    else universe.countOpenBefore(parameter, other, value, scores);
  }
  let best = ABSENT;
  let bestScore = -1;
  for (let value = 0; value < scores.length; value += 1) {
    if (demanded && demanded[value] !== 1) continue;
    const single = universe.isSingleDone(parameter, value) ? 0 : 1;
    const score = ((scores[value] ?? 0) + single) * 1e7 + (open[parameter]?.[value] ?? 0) + context.random();
    if (score > bestScore) [best, bestScore] = [value, score];
  }
  return best;
};

/**
 * One row: first, in order, the parameters whose values decide which others take part (and those `required`
 * names), each given the value that covers the most new pairs with the values already chosen; then the other
 * parameters that take part, in a shuffled order, the same way. Shuffling lets different rows start from different
 * parameters (as AETG does). Cost per parameter: its values times the parameters already in the row.
 */
export const buildRow = (context: RowContext, required: RowRequirements): CoveringRow | null => {
  const { sizes, conditions, deciding } = context;
  const row = new Int16Array(sizes.length).fill(ABSENT);
  const inRow: number[] = [];
  const later: number[] = [];
  for (let parameter = 0; parameter < sizes.length; parameter += 1) {
    const demanded = required.get(parameter);
    if ((sizes[parameter] ?? 0) === 0 || !takesPart(conditions[parameter] ?? [], row)) {
      if (demanded) return null;
      continue;
    }
    if (!deciding[parameter] && !demanded) {
      later.push(parameter);
      continue;
    }
    const value = bestValue(context, row, inRow, parameter, demanded);
    if (value === ABSENT) return null;
    row[parameter] = value;
    inRow.push(parameter);
  }
  for (let index = later.length - 1; index > 0; index -= 1) {
    const swap = Math.floor(context.random() * (index + 1));
    [later[index], later[swap]] = [later[swap] as number, later[index] as number];
  }
  for (const parameter of later) {
    row[parameter] = bestValue(context, row, inRow, parameter, undefined);
    inRow.push(parameter);
  }
  return row;
};
