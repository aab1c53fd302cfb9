const MARKS = /\p{M}/gu;

/** One character folded: its compatibility form without marks, in lower case, or its own when that is not one. */
const foldCharacter = (character: string): string => {
  for (const candidate of [character.normalize('NFKD'), character.normalize('NFD'), character]) {
    const folded = candidate.replace(MARKS, '').toLowerCase().replace(MARKS, '');
    if (folded.length <= character.length && [...folded].length <= 1) return folded;
  }
  return character;
};

/**
 * A name folded for sorting and searching: without accents, in lower case, with single spaces. "Società " and
 * "societa" fold alike, so a search for either finds both; a full-width «Ａ» folds to «a».
 *
 * It folds one character at a time and never lets one become many (nor a longer one in UTF-16): NFKD alone would
 * turn U+FDFA into 18 letters, and the keys built from folded names (the address book's list and search postings,
 * the categories' sort key) would pass DynamoDB's 1,024 bytes. Such a character stays itself, and a search for it
 * folds alike, so it still finds it. A folded text is never longer than the text in UTF-16 code units, so never
 * more than 3 UTF-8 bytes for each of the text's units: a validated length bounds every key built from it.
 */
export const foldName = (text: string): string =>
  Array.from(text, foldCharacter).join('').replace(/\s+/g, ' ').trim();

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
