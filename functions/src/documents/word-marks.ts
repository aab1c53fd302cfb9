import { unescapeXml } from './xml-text';

/** The WordprocessingML elements that hold paragraphs, and the paragraph itself. */
export type WordContainer = 'tbl' | 'tr' | 'tc' | 'p';

/** A mark of a story part the document checks read, in document order; texts and instructions unescaped. */
export type WordMark =
  | { kind: 'open'; element: WordContainer; selfClosing: boolean }
  | { kind: 'close'; element: WordContainer }
  | { kind: 'text'; text: string }
  | { kind: 'bookmark'; name: string }
  | { kind: 'fieldChar'; type: 'begin' | 'separate' | 'end' }
  /** A complex field's `w:instrText` (one run of its instruction), or a simple field's whole `w:instr`. */
  | { kind: 'instruction'; text: string; simple: boolean };

const MARK =
  /<w:(tbl|tr|tc|p)\b[^>]*?(\/?)>|<\/w:(tbl|tr|tc|p)>|<w:t(?:\s[^>]*)?>([^<]*)<\/w:t>|<w:bookmarkStart\b[^>]*w:name="([^"]*)"|<w:fldChar\b[^>]*w:fldCharType="(begin|separate|end)"|<w:instrText(?:\s[^>]*)?>([^<]*)<\/w:instrText>|<w:fldSimple\b[^>]*w:instr="([^"]*)"/g;

type MarkGroups = (string | undefined)[];

const markOf = ([
  open,
  selfClosing,
  close,
  text,
  bookmark,
  fieldChar,
  instruction,
  simple,
]: MarkGroups): WordMark => {
  if (open) return { kind: 'open', element: open as WordContainer, selfClosing: selfClosing === '/' };
  if (close) return { kind: 'close', element: close as WordContainer };
  if (text !== undefined) return { kind: 'text', text: unescapeXml(text) };
  if (bookmark !== undefined) return { kind: 'bookmark', name: bookmark };
  if (fieldChar !== undefined) return { kind: 'fieldChar', type: fieldChar as 'begin' | 'separate' | 'end' };
  return {
    kind: 'instruction',
    text: unescapeXml(instruction ?? simple ?? ''),
    simple: simple !== undefined,
  };
};

/**
 * The paragraphs and table containers, run texts, bookmarks and field marks of a story part's XML, in document
 * order: one walk for the checks that read a master's sections and a rendered document's references.
 */
export const wordMarks = (xml: string): WordMark[] =>
  [...xml.matchAll(MARK)].map(([, ...groups]) => markOf(groups));
