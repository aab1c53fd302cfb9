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

/** A text a message quotes, cut to `max` characters (an ellipsis says so): a message never repeats a huge input. */
export const shortened = (text: string, max = 80): string => {
  const characters = [...text];
  return characters.length <= max ? text : `${characters.slice(0, max - 1).join('')}…`;
};
