/** Encodings a part may declare: those Word and LibreOffice write (UTF-7 would hide markup from a byte search). */
const DECLARED_ENCODINGS = new Set(['utf-8', 'utf-16', 'utf-16le', 'utf-16be']);

/**
 * An encoding Word never writes a part in, told by the byte order mark or the first bytes of `<?xml` as XML's
 * own detection does (XML 1.0, appendix F): UTF-32 in either order, or EBCDIC. UTF-8 and UTF-16 pass.
 */
export const unsupportedEncoding = (content: Buffer): string | undefined => {
  const head = content.subarray(0, 4).toString('hex');
  if (['0000feff', 'fffe0000', '0000003c', '3c000000', '0000fffe', 'feff0000'].includes(head))
    return 'UTF-32';
  if (head === '4c6fa794') return 'EBCDIC';
  return undefined;
};

/** A part's text whatever its encoding: UTF-16 by its byte order mark or its first bytes, UTF-8 otherwise. */
export const decodeXmlPart = (content: Buffer): string => {
  if (content[0] === 0xff && content[1] === 0xfe) return content.subarray(2).toString('utf16le');
  if (content[0] === 0xfe && content[1] === 0xff)
    return Buffer.from(content.subarray(2, content.length & ~1))
      .swap16()
      .toString('utf16le');
  if (content[0] === 0x3c && content[1] === 0x00) return content.toString('utf16le');
  if (content[0] === 0x00 && content[1] === 0x3c)
    return Buffer.from(content.subarray(0, content.length & ~1))
      .swap16()
      .toString('utf16le');
  const text = content.toString('utf8');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
};

/** The encoding a part's XML declaration names when it is not one of UTF-8 and UTF-16 (`UTF-7`, `ISO-2022-JP`). */
export const unexpectedDeclaredEncoding = (text: string): string | undefined => {
  const declared = /^\s*<\?xml\b[^>]*?\bencoding\s*=\s*["']([^"']*)["']/.exec(text)?.[1];
  if (declared === undefined) return undefined;
  return DECLARED_ENCODINGS.has(declared.trim().toLowerCase()) ? undefined : declared.slice(0, 40);
};

/** Whether a part holds XML, by its name or by its first bytes (a byte order mark, `<` in UTF-8 or UTF-16). */
export const isXmlPart = (name: string, content: Buffer): boolean => {
  if (/\.(xml|rels|vml)$/i.test(name)) return true;
  const head = content.subarray(0, 64).toString('latin1');
  return /^(\xef\xbb\xbf|\xff\xfe|\xfe\xff)?[\s\0]*</.test(head);
};

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/**
 * Character data as an XML parser reads it: character and predefined entity references resolved, CDATA sections
 * unwrapped. A reference to something that is no character is left as it is.
 */
export const xmlText = (raw: string): string =>
  raw
    .replace(/<!\[CDATA\[([\s\S]*?)\]\]>/g, (_, data: string) => data.replace(/&/g, '&amp;'))
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (!name.startsWith('#')) return NAMED_ENTITIES[name] ?? whole;
      const code =
        name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    });
