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

/**
 * Whether a text is plain: no control character, no lone surrogate, no Unicode noncharacter (U+FDD0–U+FDEF and the
 * last two code points of every plane), so that it can go anywhere text goes, an XML document or a file name.
 */
export const isPlainText = (text: string): boolean =>
  [...text].every((character) => {
    const point = character.codePointAt(0) ?? 0;
    const surrogate = point >= 0xd800 && point <= 0xdfff;
    const noncharacter = (point >= 0xfdd0 && point <= 0xfdef) || (point & 0xfffe) === 0xfffe;
    return !/\p{Cc}/u.test(character) && !surrogate && !noncharacter;
  });
