import type { SearchText } from '../../../areas/contacts';

/**
 * The contacts table: one partition per lawyer (`ownerId`), its items named by `key`:
 * - `contact#<id>`: the contact;
 * - `name#<sort name>␁<id>`: its place in the list sorted by name (page 1 reads the first entries, whatever the total);
 * - `find#<step>#<suffix>␁<id>`: a name search's postings, below;
 * - `count`: how many contacts the lawyer has (moved in each create's and delete's transaction, the limit's guard).
 * Every item of a contact is written and deleted in the contact's own transaction: nothing outlives it.
 */
export const COUNTER_KEY = 'count';
/** Lower than any character a name may hold (control characters are refused), so `ab` sorts before `ab c`. */
export const SEPARATOR = '\u0001';
export const NAME_PREFIX = 'name#';
/** Above every character a key may hold after a prefix (the last code point, a noncharacter no text may hold). */
export const PREFIX_END = '\u{10FFFF}';
const FIND_PREFIX = 'find#';

export const contactKey = (id: string): string => `contact#${id}`;
export const nameKey = (sortName: string, id: string): string => `${NAME_PREFIX}${sortName}${SEPARATOR}${id}`;

/**
 * A name search reads postings by prefix: a posting's key holds a suffix of a search text, so the postings whose
 * suffix starts with the query are exactly the contacts that hold it (read ∝ matches, not the contacts kept).
 * A contact writes one posting per start position, unless that would pass MAX_POSTINGS: then one every `step`
 * positions (step 2 or 3; the `find#<step>#` family says which), and a query is also looked up without its first
 * `step - 1` characters, the candidates checked on the contact. The bound keeps a rename (old postings deleted, new
 * ones put, the contact and its list entry) within one DynamoDB transaction of 100 writes.
 */
export const MAX_POSTINGS = 47;
export const MAX_STEP = 3;

/** The start positions indexed in a text at `step`: every `step`-th, far enough to cover the text's own starts. */
const positionsOf = ({ text, starts }: SearchText, step: number): number[] => {
  const end = Math.min(text.length, starts + step - 1);
  return Array.from({ length: Math.ceil(end / step) }, (_, index) => index * step);
};

const postingsAt = (texts: SearchText[], step: number, id: string): string[] => [
  ...new Set(
    texts.flatMap((searchText) =>
      positionsOf(searchText, step).map(
        (start) => `${FIND_PREFIX}${step}#${searchText.text.slice(start)}${SEPARATOR}${id}`,
      ),
    ),
  ),
];

/** The keys of a contact's postings: at the smallest step that keeps them within MAX_POSTINGS. */
export const postingKeys = (texts: SearchText[], id: string): string[] => {
  for (let step = 1; step < MAX_STEP; step += 1) {
    const keys = postingsAt(texts, step, id);
    if (keys.length <= MAX_POSTINGS) return keys;
  }
  // Names are shorter than this needs (shared/src/schemas/contacts.ts); a longer folded form keeps its first starts.
  return postingsAt(texts, MAX_STEP, id).slice(0, MAX_POSTINGS);
};

/** A prefix of posting keys to read for a query, and whether every posting under it is sure to match. */
export interface SearchPrefix {
  prefix: string;
  certain: boolean;
}

/**
 * Where to look for a folded query: at step 1 its own prefix (certain); at step s, the query without its first
 * 0..s-1 characters, or the whole family when the query is too short for that (candidates, to check).
 */
export const searchPrefixes = (query: string): SearchPrefix[] =>
  Array.from({ length: MAX_STEP }, (_, index) => index + 1).flatMap((step) =>
    Array.from({ length: step }, (_, skipped) => ({
      prefix: `${FIND_PREFIX}${step}#${skipped < query.length ? query.slice(skipped) : ''}`,
      certain: step === 1,
    })),
  );
