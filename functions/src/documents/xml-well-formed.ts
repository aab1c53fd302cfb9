/**
 * A character XML 1.0 does not allow (its production `Char`): control characters but tab, line feed and carriage
 * return, lone surrogates, U+FFFE and U+FFFF. In a `u` pattern a surrogate pair is one character, so only a lone
 * half matches.
 */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;
/** An element's name, read where its tag starts (sticky: no copy of the tag is made). */
const ELEMENT_NAME = /[^\s/>]+/y;
const SLASH = 0x2f;
/** A character reference, decimal or hexadecimal. */
const CHARACTER_REFERENCE = /&#(x[0-9a-fA-F]+|[0-9]+);/g;

const isXmlCharacter = (code: number): boolean =>
  code <= 0x10ffff && !NOT_XML_CHARACTER.test(String.fromCodePoint(code));

/**
 * Where the first character NOT_XML_CHARACTER matches is, or -1: the same test as one pass over the UTF-16 code units,
 * several times faster than the pattern on a part of a few hundred kilobytes (every render checks every part it writes).
 */
const firstForbidden = (xml: string): number => {
  for (let index = 0; index < xml.length; index += 1) {
    const code = xml.charCodeAt(index);
    if (code >= 0x20 && code < 0xd800) continue;
    if (code < 0x20) {
      if (code === 0x09 || code === 0x0a || code === 0x0d) continue;
      return index;
    }
    if (code >= 0xe000) {
      if (code < 0xfffe) continue;
      return index;
    }
    const next = xml.charCodeAt(index + 1);
    if (code >= 0xdc00 || !(next >= 0xdc00 && next < 0xe000)) return index;
    index += 1; // a surrogate pair: a character past U+FFFF
  }
  return -1;
};

/** The first character of a part, written or referenced (`&#xFFFE;`), that XML does not allow, as `U+FFFE`. */
const characterProblem = (xml: string): string | null => {
  const forbidden = firstForbidden(xml);
  const code =
    forbidden >= 0
      ? xml.codePointAt(forbidden)
      : [...xml.matchAll(CHARACTER_REFERENCE)]
          .map(([, value = '']) =>
            value.startsWith('x') ? parseInt(value.slice(1), 16) : parseInt(value, 10),
          )
          .find((referenced) => !isXmlCharacter(referenced));
  if (code === undefined) return null;
  return `carattere non ammesso in XML (U+${code.toString(16).toUpperCase().padStart(4, '0')})`;
};

/**
 * Whether an XML part as the renderer writes it is well formed enough for Word: every character one XML allows,
 * every element closed in order, markup delimited, attributes quoted. It is one linear scan with a stack of open
 * names, cheap next to rendering, and it catches what a section crossing a table boundary produces ("mismatched
 * tag") and an answer carrying U+FFFE. Returns the problem, or null when the part is sound.
 */
export const xmlProblem = (xml: string): string | null => {
  const badCharacter = characterProblem(xml.charCodeAt(0) === 0xfeff ? xml.slice(1) : xml);
  if (badCharacter) return badCharacter;
  const open: string[] = [];
  let index = xml.charCodeAt(0) === 0xfeff ? 1 : 0;
  let seenRoot = false;
  while (index < xml.length) {
    const start = xml.indexOf('<', index);
    if (start === -1) {
      if (xml.slice(index).trim() !== '' && open.length === 0) return 'testo fuori dal documento';
      break;
    }
    if (open.length === 0 && xml.slice(index, start).trim() !== '') return 'testo fuori dal documento';
    if (xml.startsWith('<?', start)) {
      const end = xml.indexOf('?>', start + 2);
      if (end === -1) return 'istruzione di elaborazione non chiusa';
      index = end + 2;
      continue;
    }
    if (xml.startsWith('<!--', start)) {
      const end = xml.indexOf('-->', start + 4);
      if (end === -1) return 'commento non chiuso';
      index = end + 3;
      continue;
    }
    if (xml.startsWith('<![CDATA[', start)) {
      const end = xml.indexOf(']]>', start + 9);
      if (end === -1) return 'sezione CDATA non chiusa';
      index = end + 3;
      continue;
    }
    if (xml.startsWith('<!', start)) return 'dichiarazione non ammessa';
    const end = tagEnd(xml, start + 1);
    if (end === -1) return 'tag non chiuso';
    if (xml.charCodeAt(start + 1) === SLASH) {
      const name = xml.slice(start + 2, end).trim();
      const expected = open.pop();
      if (expected !== name) return `chiusura </${name}> dove era aperto <${expected ?? ''}>`;
    } else {
      const selfClosing = end > start + 1 && xml.charCodeAt(end - 1) === SLASH;
      ELEMENT_NAME.lastIndex = start + 1;
      const name = ELEMENT_NAME.exec(xml)?.[0];
      if (!name) return 'elemento senza nome';
      if (open.length === 0 && seenRoot) return 'più di un elemento radice';
      seenRoot = true;
      if (!selfClosing) open.push(name);
    }
    index = end + 1;
  }
  if (open.length > 0) return `elemento <${open[open.length - 1] ?? ''}> non chiuso`;
  return seenRoot ? null : 'documento vuoto';
};

/** The `>` that ends the tag opened before `from`, skipping quoted attribute values; -1 when there is none. */
const tagEnd = (xml: string, from: number): number => {
  let quote: string | null = null;
  for (let index = from; index < xml.length; index += 1) {
    const character = xml[index];
    if (quote) {
      if (character === quote) quote = null;
    } else if (character === '"' || character === "'") {
      quote = character;
    } else if (character === '<') {
      return -1;
    } else if (character === '>') {
      return index;
    }
  }
  return -1;
};
