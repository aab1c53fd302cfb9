/** The schemes a hyperlink in a document may open: a web page or a new mail. */
const ALLOWED_SCHEMES = new Set(['http', 'https', 'mailto']);

/**
 * Characters a URL parser or Word drops or ignores where a scheme is read: white space and control characters
 * (`java\tscript:` is `javascript:` to a browser), zero-width characters and the byte order mark.
 */
const IGNORED = /[\p{Cc}\p{Zs}\u00ad\u200b-\u200f\u2028\u2029\u2060-\u2064\ufeff]/gu;

/**
 * Where a link leads, as its scheme: `javascript`, `file`; `network` for a UNC path or a network-path reference
 * (`\\host\share`, `//host/share`), `relative` for a path without a scheme (a file next to the document).
 * `target` is already entity-decoded.
 */
export const linkScheme = (target: string): string => {
  const compact = target.replace(IGNORED, '');
  if (/^[\\/]{2}/.test(compact)) return 'network';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)?.[1];
  return scheme ? scheme.toLowerCase() : 'relative';
};

/** Whether a hyperlink may stay in a document: only to an http, https or mailto address. */
export const isAllowedLinkTarget = (target: string): boolean => ALLOWED_SCHEMES.has(linkScheme(target));
