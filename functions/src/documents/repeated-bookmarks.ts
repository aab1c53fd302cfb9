/**
 * Bookmarks a loop repeated, kept once.
 *
 * A bookmark inside a group's loop (`{#locatori}…{/locatori}`) is written once per item, with the same name and id;
 * Word refuses a document whose bookmarks share a name. The first copy stays, so a cross-reference (REF, PAGEREF,
 * NOTEREF) to it points to the first item's text, which is what the author saw in the master; the later copies lose
 * their bookmark and keep their text.
 */

const BOOKMARK = /<w:bookmark(Start|End)\b[^>]*?\/>/g;
const attribute = (element: string, name: string): string | undefined =>
  new RegExp(`\\bw:${name}="([^"]*)"`).exec(element)?.[1];

/** A story part with each bookmark name (and the id of its copies) kept only at its first occurrence. */
export const keepBookmarksOnce = (xml: string): string => {
  if (!xml.includes('<w:bookmarkStart')) return xml;
  const names = new Set<string>();
  /** The ids whose current start was a dropped copy: its end goes too. */
  const dropping = new Set<string>();
  return xml.replace(BOOKMARK, (element, kind: string) => {
    const id = attribute(element, 'id') ?? '';
    if (kind === 'End') {
      if (!dropping.has(id)) return element;
      dropping.delete(id);
      return '';
    }
    const name = attribute(element, 'name') ?? '';
    if (!names.has(name)) {
      names.add(name);
      return element;
    }
    dropping.add(id);
    return '';
  });
};
