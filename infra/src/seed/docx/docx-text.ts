import PizZip from 'pizzip';

const unescape = (value: string): string =>
  value
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of one part of a .docx package, or undefined when the part is missing. */
export const readPart = (docx: Buffer, path: string): string | undefined =>
  new PizZip(docx).file(path)?.asText();

/** The contents of each `<w:t>` of each paragraph, in order. */
export const paragraphTexts = (xml: string): string[][] =>
  (xml.match(/<w:p[ >][\s\S]*?<\/w:p>/g) ?? []).map((paragraph) =>
    [...paragraph.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => unescape(match[1] ?? '')),
  );

/** Every template tag `{…}` in the document body, in order. */
export const documentTags = (docx: Buffer): string[] =>
  paragraphTexts(readPart(docx, 'word/document.xml') ?? '').flatMap(
    (texts) => texts.join('').match(/\{[^{}]*\}/g) ?? [],
  );

/** Tags whose text is spread over more than one run (a tag must sit inside a single run). */
export const splitTags = (docx: Buffer): string[] =>
  paragraphTexts(readPart(docx, 'word/document.xml') ?? '').flatMap((texts) => {
    const whole = texts.join('').match(/\{[^{}]*\}/g) ?? [];
    const inOneRun = texts.flatMap((value) => value.match(/\{[^{}]*\}/g) ?? []);
    return whole.filter((tag) => !inOneRun.includes(tag));
  });
