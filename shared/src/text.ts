/**
 * A name folded for sorting and searching: Unicode-normalised, without accents, in lower case, with single
 * spaces. "Società " and "societa" fold alike, so a search for either finds both.
 */
export const foldName = (text: string): string =>
  text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();

/** `decodeURIComponent`, or undefined when the percent-encoding is malformed (`%E0`) instead of throwing. */
export const safeDecodeURIComponent = (encoded: string): string | undefined => {
  try {
    return decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
};
