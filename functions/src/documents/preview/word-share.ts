import PizZip from 'pizzip';
import { unescapeXml } from '../xml-text';

const TEXT = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;
const WORD = /[\p{L}\p{N}]+/gu;

/** How many words the body of a .docx shows: runs of letters and digits, the paragraphs kept apart. */
export const bodyWordCount = (docx: Buffer): number => {
  const xml = new PizZip(docx).file('word/document.xml')?.asText() ?? '';
  const text = xml
    .split('</w:p>')
    .map((paragraph) => [...paragraph.matchAll(TEXT)].map(([, run]) => run).join(''))
    .join(' ');
  return unescapeXml(text).match(WORD)?.length ?? 0;
};

/**
 * The share of a master's words that its preview holds (0 to 1), both rendered with the same answers: what the
 * template check warns about past one half (docs/api.md).
 */
export const wordShare = (master: Buffer, preview: Buffer): number => {
  const total = bodyWordCount(master);
  return total === 0 ? 0 : bodyWordCount(preview) / total;
};
