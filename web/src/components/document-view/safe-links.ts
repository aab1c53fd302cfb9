/** The schemes a link in a shown document may open: a web page or a new mail. */
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:']);
/** Where a shown document's pictures may come from: what docx-preview itself made of the package. */
const SOURCE_SCHEMES = new Set(['blob:', 'data:']);

/** The scheme a browser would follow, read by its own URL parser (which drops blanks and tabs as navigation does). */
const schemeOf = (address: string): string | undefined => {
  try {
    return new URL(address).protocol;
  } catch {
    return undefined;
  }
};

const isSafeLink = (address: string): boolean =>
  address.trim().startsWith('#') || LINK_SCHEMES.has(schemeOf(address) ?? '');

/**
 * Takes out of a rendered document every address the page must not follow or fetch: a link (`href`, `xlink:href`)
 * to anything but http, https, mailto or a place in the same document (`javascript:`, `file:`, a network share,
 * a relative path), and a picture source that docx-preview did not make from the package itself. The element
 * stays, with its text, as plain text. Returns how many addresses were removed.
 */
export const neutralizeUnsafeAddresses = (root: ParentNode): number => {
  let removed = 0;
  for (const element of Array.from(root.querySelectorAll('*'))) {
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const isLink = name === 'href' || name.endsWith(':href');
      const unsafe = isLink
        ? !isSafeLink(attribute.value)
        : name === 'src' && !SOURCE_SCHEMES.has(schemeOf(attribute.value) ?? '');
      if (unsafe) {
        element.removeAttributeNode(attribute);
        removed += 1;
      }
    }
  }
  return removed;
};
