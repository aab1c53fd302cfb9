/** What one item of a group's loop sees: its fields' answers (wrapped like top-level ones) and the `$` names. */
export type ItemScope = Record<string, unknown>;

/** The `$` names a loop's items carry (docs/api.md, "Repeating groups and parties"). */
export const ITEM_NAMES = ['$posizione', '$separatore', '$primo', '$ultimo'] as const;

/**
 * The answer to a group as a document's tags see it: its items, in the lawyer's order. A section on it is a loop
 * (tag-language.ts) and its filters (group-filters.ts) read the items.
 */
export class GroupValue {
  constructor(
    readonly items: readonly ItemScope[],
    /** Each field's type, so a computed tag knows what `somma` adds (computed-value.ts). */
    readonly fieldTypes: Record<string, string> = {},
  ) {}
}

/** `, ` between items, ` e ` before the last one, nothing after the last. */
export const separatorAfter = (index: number, count: number): string => {
  if (index >= count - 1) return '';
  return index === count - 2 ? ' e ' : ', ';
};
