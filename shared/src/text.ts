/**
 * A name folded for sorting and searching: Unicode-normalised, without accents, in lower case, with single
 * spaces. "Società " and "societa" fold alike, so a search for either finds both.
 */
export const foldName = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** The fewest letters a search needs in one of its words: the search index keys on a word's first three. */
export const SEARCH_MIN_LETTERS = 3;

/**
 * The words of a text as a search compares them: folded (`foldName`), split at anything but a letter or a digit.
 * «D’Angelo-Rossi» gives `d`, `angelo`, `rossi`.
 */
export const searchWords = (text: string): string[] =>
  foldName(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** Whether a search has a word the index can look up (at least SEARCH_MIN_LETTERS letters or digits). */
export const isSearchable = (text: string): boolean =>
  searchWords(text).some((word) => [...word].length >= SEARCH_MIN_LETTERS);

/** `decodeURIComponent`, or undefined when the percent-encoding is malformed (`%E0`) instead of throwing. */
export const safeDecodeURIComponent = (encoded: string): string | undefined => {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
};

/** A text a message quotes, cut to `max` characters (an ellipsis says so): a message never repeats a huge input. */
export const shortened = (text: string, max = 80): string => {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
};
