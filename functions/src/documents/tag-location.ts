import { documentPartNames, templateCheckMessages as messages } from '@redigo/shared/messages/documents';
import { unescapeXml } from './xml-text';

const CONTEXT_CHARS = 30;

/** The document's label, with the part when it is not the body: "Master (intestazione)". */
export const documentName = (label: string, file: string): string => {
  if (file === 'word/document.xml') return label;
  const kind = /([a-z]+)\d*\.xml$/.exec(file)?.[1] ?? '';
  return `${label} (${documentPartNames[kind] ?? file})`;
};

/** A part's text as docxtemplater counts tag offsets (the XML-escaped content of its runs), and where paragraphs start. */
export interface PartText {
  text: string;
  breaks: number[];
}

/** The text from `start` to `end`, unescaped. */
const readable = ({ text }: PartText, start: number, end: number): string =>
  unescapeXml(text.slice(start, end)).replace(/\s+/g, ' ').trim();

/**
 * Where a tag is, for an author: the document, the tag and up to 30 characters of its paragraph either side of it.
 */
export const describeTagLocation = (
  label: string,
  file: string,
  part: PartText,
  tag: string,
  offset: number,
) => {
  const paragraphStart = Math.max(0, ...part.breaks.filter((at) => at <= offset));
  const paragraphEnd = Math.min(part.text.length, ...part.breaks.filter((at) => at > offset));
  const close = part.text.indexOf('}', offset);
  const tagEnd = close === -1 || close >= paragraphEnd ? offset : close + 1;
  const start = Math.max(paragraphStart, offset - CONTEXT_CHARS);
  const end = Math.min(paragraphEnd, tagEnd + CONTEXT_CHARS);
  const context = `${start > paragraphStart ? '…' : ''}${readable(part, start, end)}${end < paragraphEnd ? '…' : ''}`;
  return messages.at(documentName(label, file), tag, context);
};
