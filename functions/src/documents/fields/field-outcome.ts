/**
 * What the renderer does with one field of a generated document: write `text` as its result (when it is known), and
 * whether only Word, laying out pages, can give its final value (then the document asks Word to update fields).
 */
export interface FieldOutcome {
  text?: string;
  needsWord: boolean;
}

/** A field Redigo leaves as it is, and that Word keeps right by itself (a date, a hyperlink, a page number in a footer). */
export const UNTOUCHED: FieldOutcome = { needsWord: false };
/** A field only Word can compute (page numbers in the text, tables of contents...). */
export const NEEDS_WORD: FieldOutcome = { needsWord: true };
