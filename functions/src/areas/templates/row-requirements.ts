import type { CompiledLiteral } from './covering-parameters';

/** The values each parameter named must take in a row (a membership table over its values). */
export type RowRequirements = Map<number, Uint8Array>;

/** How many requirement choices one search may try before it gives up on a target. */
const SEARCH_STEPS = 2000;

const intersect = (current: Uint8Array | undefined, allows: Uint8Array): Uint8Array | null => {
  const result = new Uint8Array(allows.length);
  let any = false;
  for (let value = 0; value < allows.length; value += 1) {
    const allowed = allows[value] === 1 && (current === undefined || current[value] === 1);
    if (allowed) {
      result[value] = 1;
      any = true;
    }
  }
  return any ? result : null;
};

/**
 * What a row must hold so that each target parameter takes part with one of its target values: for each
 * parameter that must take part, latest first, one of its requirements (tried in order, backtracking when two
 * demands on one parameter leave it no value) adds its literals as demands on earlier parameters, which must take
 * part in turn. Requirements only name earlier parameters, so the search ends; null when no choice fits (or the
 * search ran out of steps: the targets are then treated as unreachable together).
 */
export const rowRequirements = (
  conditions: readonly CompiledLiteral[][][],
  targets: RowRequirements,
): RowRequirements | null => {
  let steps = SEARCH_STEPS;
  const solve = (required: RowRequirements, pending: number[]): RowRequirements | null => {
    if (pending.length === 0) return required;
    const latest = Math.max(...pending);
    const rest = pending.filter((parameter) => parameter !== latest);
    const when = conditions[latest] ?? [];
    if (when.length === 0) return solve(required, rest);
    for (const requirement of when) {
      if (steps <= 0) return null;
      steps -= 1;
      const next: RowRequirements = new Map(required);
      const nextPending = [...rest];
      let fits = true;
      for (const { parameter, allows } of requirement) {
        const narrowed = parameter < 0 ? null : intersect(next.get(parameter), allows);
        if (!narrowed) {
          fits = false;
          break;
        }
        if (!next.has(parameter)) nextPending.push(parameter);
        next.set(parameter, narrowed);
      }
      const solved = fits ? solve(next, nextPending) : null;
      if (solved) return solved;
    }
    return null;
  };
  return solve(new Map(targets), [...targets.keys()]);
};
