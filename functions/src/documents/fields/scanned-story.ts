import type { NumberedParagraph } from './list-numbers';

/** A paragraph of a story part, with its list number (body only) and outline level. */
export interface ScannedParagraph {
  numbered: NumberedParagraph | null;
  outlineLevel?: number;
}

/** Where a field's result sits in its part's XML, for the writer; null when it cannot be rewritten in place. */
export interface ResultPlace {
  /** The `w:t` (and tab, break) elements of the result: the first takes the new text, the others go. */
  texts: [start: number, end: number][];
  /** Where to put a run when the result has no text: the end mark's offset, inside its run. */
  insertAt: number;
  /** The run properties of the run that holds the end mark (or of a simple field's first run). */
  runProperties: string;
  kind: 'complex' | 'complexWithoutResult' | 'simple' | 'simpleEmpty';
}

/** A field of a story part, in document order. */
export interface ScannedField {
  part: string;
  instruction: string;
  /** Order in the part, shared with bookmarks (for "above"/"below"). */
  position: number;
  paragraph: ScannedParagraph;
  place: ResultPlace | null;
  /** The result as stored in the master (what the field shows until recomputed). */
  storedResult: string;
}

/** A piece of a bookmark's text: literal text, or the result of a field inside it (which may be recomputed). */
export type TextPiece = string | { field: ScannedField };

export interface ScannedBookmark {
  name: string;
  part: string;
  position: number;
  /** Where the bookmark ends, in the same order (until its end: where it starts). */
  endPosition: number;
  paragraph: ScannedParagraph;
  pieces: TextPiece[];
  spansParagraphs: boolean;
  /** The first note reference inside the bookmark: its kind and its number among the numbered ones (from 1). */
  note?: { kind: 'footnote' | 'endnote'; ordinal: number | null };
}

/** What one walk over the story parts found; the parts are walked body first, so list numbers are the body's. */
export interface ScannedStory {
  fields: ScannedField[];
  bookmarks: Map<string, ScannedBookmark>;
  /** The body's paragraphs in order (for SEQ's `\s`, which restarts at headings). */
  bodyParagraphs: ScannedParagraph[];
  /** Each body field's paragraph index, for SEQ. */
  bodyFieldParagraph: Map<ScannedField, number>;
}

/** The elements a walk over a story part reads, in document order (a text box's fallback copy skipped). */
export const TOKEN =
  /<mc:Fallback\b[\s\S]*?<\/mc:Fallback>|<w:p(?=[\s>/])[^>]*?\/>|<w:p(?=[\s>])[^>]*>|<\/w:p>|<w:pPr\b[^>]*\/>|<w:pPr\b[^>]*>[\s\S]*?<\/w:pPr>|<w:r(?=[\s>/])[^>]*?\/?>|<\/w:r>|<w:rPr\b[^>]*\/>|<w:rPr\b[^>]*>[\s\S]*?<\/w:rPr>|<w:t(?=[\s>/])[^>]*?(?:\/>|>[^<]*<\/w:t>)|<w:(?:tab|br|cr|noBreakHyphen|softHyphen|sym)\b[^>]*\/>|<w:instrText\b[^>]*?(?:\/>|>[^<]*<\/w:instrText>)|<w:fldChar\b[^>]*?(?:\/>|>[\s\S]*?<\/w:fldChar>)|<w:fldSimple\b[^>]*?\/?>|<\/w:fldSimple>|<w:bookmarkStart\b[^>]*>|<w:bookmarkEnd\b[^>]*>|<w:(?:footnote|endnote)Reference\b[^>]*>/g;
