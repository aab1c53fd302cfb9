import { constants } from 'node:buffer';
import { STORY_PART } from './clean-revisions';
import { countEmptiedParagraphs } from './empty-paragraphs';
import { wordMarks, type WordMark } from './word-marks';
import { unescapeXml } from './xml-text';
import { inflateEntry, readZipEntries } from './zip/zip-reader';

/** What a rendered document shows that its author did not mean: the raw facts, before they are worded. */
export type RenderedFinding =
  | { kind: 'leftover_tag'; detail: string }
  | { kind: 'undefined_text'; detail: string }
  | { kind: 'empty_paragraph'; count: number }
  | { kind: 'broken_reference'; detail: string };

const TEXT = /<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>/g;
const PARAGRAPH = /<w:p(?:\s[^>]*)?>[\s\S]*?<\/w:p>/g;
const REFERENCE = /^\s*(?:REF|PAGEREF|NOTEREF)\s+("?)([^\s"\\]+)\1/;
const PLACEHOLDER_WORDS = /\b(?:undefined|NaN)\b|\[object Object\]/;

/** The text of each paragraph of a part, as a reader sees it. */
const paragraphTexts = (xml: string): string[] =>
  [...xml.matchAll(PARAGRAPH)].map(([paragraph]) =>
    unescapeXml([...paragraph.matchAll(TEXT)].map(([, text]) => text).join('')),
  );

/** The field instructions of a part: simple fields' `w:instr`, and complex fields' runs of `w:instrText` joined. */
const fieldInstructions = (marks: WordMark[]): string[] => {
  const instructions: string[] = [];
  const open: { text: string; done: boolean }[] = [];
  for (const mark of marks) {
    if (mark.kind === 'instruction' && mark.simple) instructions.push(mark.text);
    else if (mark.kind === 'instruction') {
      const field = open[open.length - 1];
      if (field) field.text += mark.text;
    } else if (mark.kind === 'fieldChar' && mark.type === 'begin') open.push({ text: '', done: false });
    else if (mark.kind === 'fieldChar') {
      const field = open[open.length - 1];
      if (field && !field.done) instructions.push(field.text);
      if (field) field.done = true;
      if (mark.type === 'end') open.pop();
    }
  }
  return instructions;
};

/** The names of the bookmarks a part starts. */
const bookmarkNames = (marks: WordMark[]): string[] =>
  marks.flatMap((mark) => (mark.kind === 'bookmark' ? [mark.name] : []));

/**
 * Inspects a rendered .docx for what should never reach a lawyer: a tag of the questionnaire left as text, words
 * a missing value prints ("undefined", "NaN"), paragraphs a condition emptied, and cross-references to a bookmark
 * the answers removed (Word's "Reference source not found"). `variables` are the questionnaire's.
 */
export const inspectRendered = (docx: Buffer, variables: string[]): RenderedFinding[] => {
  // Read with Node's zlib and decoder: «Verifica tutti i percorsi» reads every document it renders.
  const parts = readZipEntries(docx)
    .filter((entry) => STORY_PART.test(entry.name))
    .map((entry) => inflateEntry(docx, entry, constants.MAX_LENGTH).toString('utf8'));
  const findings: RenderedFinding[] = [];
  const names = variables.map((variable) => variable.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  const leftoverTag = names ? new RegExp(`\\{\\s*[#^/]?\\s*(?:${names})\\b[^{}]*\\}`, 'u') : null;
  const texts = parts.flatMap(paragraphTexts);
  for (const text of texts) {
    const tag = leftoverTag?.exec(text);
    if (tag) findings.push({ kind: 'leftover_tag', detail: tag[0] });
    const word = PLACEHOLDER_WORDS.exec(text);
    if (word) findings.push({ kind: 'undefined_text', detail: word[0] });
  }
  const emptied = parts.reduce((sum, xml) => sum + countEmptiedParagraphs(xml), 0);
  if (emptied > 0) findings.push({ kind: 'empty_paragraph', count: emptied });
  const marks = parts.map(wordMarks);
  const bookmarks = new Set(marks.flatMap(bookmarkNames));
  const missing = new Set(
    marks
      .flatMap(fieldInstructions)
      .map((instruction) => REFERENCE.exec(instruction)?.[2])
      .filter((name): name is string => name !== undefined && !bookmarks.has(name)),
  );
  missing.forEach((name) => findings.push({ kind: 'broken_reference', detail: name }));
  return findings;
};
