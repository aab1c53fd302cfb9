import { formatListNumber } from './number-formats';
import type { ListInstance, ListLevel } from './numbering-definitions';

/** A numbered paragraph: its list, its level, and the value of each level down to its own at that point. */
export interface NumberedParagraph {
  instance: ListInstance;
  level: number;
  values: number[];
}

interface CounterState {
  values: (number | undefined)[];
  /** Levels an instance's start override set to start again at a value. */
  pending: Map<number, number>;
}

const restartsAfter = (level: ListLevel | undefined, index: number, used: number): boolean =>
  level?.restartAfter === undefined ? used < index : used < level.restartAfter;

/**
 * Counts list numbers in document order, as Word does: the instances of one definition share its counter, an
 * instance with a start override starts its levels again where it is first used, a level restarts after a use of a
 * level above it (or as `w:lvlRestart` says). Feed it the numbered paragraphs that remain, in order.
 */
export const createListCounter = () => {
  const states = new Map<string, CounterState>();
  const seenInstances = new Set<string>();
  return (numId: string, instance: ListInstance, level: number): NumberedParagraph | null => {
    const definition = instance.levels[level];
    if (!definition) return null;
    let state = states.get(instance.counter);
    if (!state) {
      state = { values: [], pending: new Map() };
      states.set(instance.counter, state);
    }
    if (!seenInstances.has(numId)) {
      seenInstances.add(numId);
      instance.startOverrides.forEach((start, overridden) => {
        state.values[overridden] = undefined;
        state.pending.set(overridden, start);
      });
    }
    const current = state.values[level];
    state.values[level] =
      current === undefined ? (state.pending.get(level) ?? definition.start) : current + 1;
    state.pending.delete(level);
    for (let lower = level + 1; lower < Math.max(state.values.length, instance.levels.length); lower += 1) {
      if (restartsAfter(instance.levels[lower], lower, level)) state.values[lower] = undefined;
    }
    const values = Array.from(
      { length: level + 1 },
      (_, index) => state.values[index] ?? state.pending.get(index) ?? instance.levels[index]?.start ?? 0,
    );
    return { instance, level, values };
  };
};

/** The levels (0-based) whose numbers a level's text shows. */
const shownLevels = (text: string): number[] => [...text.matchAll(/%([1-9])/g)].map(([, n]) => Number(n) - 1);

/** Drops the words of a label's text before its first number and after its last (`\t`: "Art. %1" → "%1"). */
const numbersOnly = (text: string): string => {
  const first = text.indexOf('%');
  const last = text.lastIndexOf('%');
  if (first < 0) return text;
  const before = text.slice(0, first);
  const after = text.slice(last + 2);
  return (
    (/\p{L}/u.test(before) ? '' : before) + text.slice(first, last + 2) + (/\p{L}/u.test(after) ? '' : after)
  );
};

/** The label a paragraph shows at `level` (its own or a level above), or null for a format Redigo can't write. */
const labelAt = (paragraph: NumberedParagraph, level: number, suppressWords: boolean): string | null => {
  const definition = paragraph.instance.levels[level];
  if (!definition) return null;
  if (definition.format === 'bullet') return definition.text;
  let failed = false;
  const text = suppressWords ? numbersOnly(definition.text) : definition.text;
  const label = text.replace(/%([1-9])/g, (_, digit: string) => {
    const index = Number(digit) - 1;
    const value = paragraph.values[index];
    if (value === undefined || index > level) return '';
    const format = definition.legal ? 'decimal' : (paragraph.instance.levels[index]?.format ?? '');
    const written = formatListNumber(value, format);
    if (written === null) failed = true;
    return written ?? '';
  });
  return failed ? null : label;
};

/** What a REF field asks of a paragraph number: `\n` alone, `\r` relative to the field, `\w` in full. */
export type NumberContext = 'none' | 'relative' | 'full';

/**
 * The number of `target` as a REF field writes it (`\n`, `\r`, `\w`, with `\t`): its label, preceded by the
 * labels of the levels above that it does not already show (all of them in full context; in relative context only
 * from the first that differs from the field's own place in the same list), without trailing periods.
 */
export const referenceNumber = (
  target: NumberedParagraph,
  context: NumberContext,
  options: { from?: NumberedParagraph | null; numbersOnly?: boolean } = {},
): string | null => {
  const suppress = options.numbersOnly ?? false;
  let result = labelAt(target, target.level, suppress);
  if (result === null) return null;
  if (context !== 'none') {
    const from = options.from;
    let first = 0;
    if (context === 'relative' && from && from.instance.counter === target.instance.counter) {
      while (first < target.level && first <= from.level && from.values[first] === target.values[first])
        first += 1;
    }
    const highest = (level: number) =>
      Math.min(level, ...shownLevels(target.instance.levels[level]?.text ?? ''));
    for (let level = highest(target.level) - 1; level >= first; level = highest(level) - 1) {
      const label = labelAt(target, level, suppress);
      if (label === null) return null;
      result = label + result;
    }
  }
  return result.replace(/\.+$/, '');
};
