import { documentPartNames, templateCheckMessages as messages } from '@redigo/shared/messages/documents';

const CONTEXT_CHARS = 30;

const unescapeXml = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&amp;/g, '&');

/** The document's label, with the part when it is not the body: "Master (intestazione)". */
export const documentName = (label: string, file: string): string => {
  if (file === 'word/document.xml') return label;
  const kind = /([a-z]+)\d*\.xml$/.exec(file)?.[1] ?? '';
  return `${label} (${documentPartNames[kind] ?? file})`;
};

/** A part's text as docxtemplater counts tag offsets (the XML-escaped content of its runs) and its paragraph starts. */
export interface PartText {
  text: string;
  breaks: number[];
}

/** The text from `start` to `end`, unescaped, with a space where a paragraph starts. */
const readable = ({ text, breaks }: PartText, start: number, end: number): string => {
  const cuts = [start, ...breaks.filter((at) => at > start && at < end), end];
  return cuts
    .slice(1)
    .map((cut, index) => unescapeXml(text.slice(cuts[index], cut)))
    .join(' ');
};

/** Where a tag is, for an author: the document, the tag and about 30 characters of text either side of it. */
export const describeTagLocation = (
  label: string,
  file: string,
  part: PartText,
  tag: string,
  offset: number,
) => {
  const end = part.text.indexOf('}', offset);
  const after = Math.min(part.text.length, (end === -1 ? offset : end + 1) + CONTEXT_CHARS);
  const before = Math.max(0, offset - CONTEXT_CHARS);
  const context = [
    before > 0 ? '…' : '',
    readable(part, before, after).replace(/\s+/g, ' ').trim(),
    after < part.text.length ? '…' : '',
  ].join('');
  return messages.at(documentName(label, file), tag, context);
};
