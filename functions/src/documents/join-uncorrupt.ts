// The internals have no types of their own; this reference brings ours wherever this file is compiled (test/bench too).
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./docxtemplater-internals.d.ts" />
import filetypes from 'docxtemplater/js/filetypes.js';
import libraryJoinUncorrupt from 'docxtemplater/js/join-uncorrupt.js';

type Piece = string | Uint8Array;

/** One of docxtemplater's rules of an element that must contain another (`w:tc` a `w:p`), per file type. */
interface ShouldContain {
  tag: string;
  shouldContain: string[];
  value?: string;
  drop?: boolean;
  dropParent?: string;
}

/** The options docxtemplater passes to its joinUncorrupt (js/join-uncorrupt.js). */
export interface JoinOptions {
  fileTypeConfig: { tagShouldContain?: ShouldContain[] };
  contentType: string;
}

const WHITE_SPACE = /^[ \n\r\t]+$/;

/** `<element>`, `<element …>` or `<element/>` at the start of `piece` (docxtemplater's isStarting). */
const isStarting = (piece: string, element: string): boolean => {
  if (piece.charCodeAt(0) !== 60 || !piece.startsWith(element, 1)) return false;
  const next = piece.charCodeAt(element.length + 1);
  return next === 62 || next === 32 || next === 47;
};

/**
 * docxtemplater's addEmptyParagraphAfterTable: `<w:p/>` before whatever follows a table and cannot (a table cell
 * ending with a table needs a paragraph). Whitespace and bookmark ends are looked past, as there; the white-space
 * test only runs after a table, where its answer matters.
 */
const addEmptyParagraphAfterTable = (parts: Piece[]): void => {
  let afterTable = false;
  for (let index = 0; index < parts.length; index += 1) {
    const piece = parts[index];
    if (typeof piece !== 'string') continue;
    if (!afterTable) {
      afterTable = piece.endsWith('</w:tbl>') && !piece.startsWith('<w:bookmarkEnd');
      continue;
    }
    if (WHITE_SPACE.test(piece) || piece.startsWith('<w:bookmarkEnd')) continue;
    const allowed = ['<w:p', '<w:tbl', '<w:sectPr', '</w:ftr>', '</w:hdr>'].some((start) =>
      piece.startsWith(start),
    );
    const written = allowed ? piece : `<w:p/>${piece}`;
    parts[index] = written;
    afterTable = written.endsWith('</w:tbl>');
  }
};

/**
 * docxtemplater's joinUncorrupt (js/join-uncorrupt.js, 3.71) with the same steps in the same order and the same
 * results, written for speed: a rendered part is thousands of pieces, scanned once per rule and again by every
 * enclosing loop, and the library's helpers build strings and search whole pieces at each test. An element that
 * would be left without what it must contain (a cell without a paragraph, a row without cells, a table without rows)
 * is still completed or dropped exactly as the library does (join-uncorrupt.test.ts compares them).
 */
export const joinUncorrupt = (parts: Piece[], options: JoinOptions): Piece[] => {
  const rules = options.fileTypeConfig.tagShouldContain ?? [];
  // The parent-dropping rule is PowerPoint's only: the library runs it.
  if (rules.some((rule) => rule.dropParent)) return libraryJoinUncorrupt(parts, options) as Piece[];
  if (filetypes.docx.includes(options.contentType)) addEmptyParagraphAfterTable(parts);
  // As in the library, an element left open at the end of one rule's pass stops the later rules' passes.
  let collecting = -1;
  let startIndex = -1;
  rules.forEach(({ tag, shouldContain, value, drop }, ruleIndex) => {
    const ending = `</${tag}>`;
    let collected: Piece[] | null = null;
    for (let index = 0; index < parts.length; index += 1) {
      const piece = parts[index];
      if (typeof piece !== 'string') continue;
      if (collecting === ruleIndex) {
        if (piece === ending) {
          collecting = -1;
          for (let cleared = startIndex; cleared <= index; cleared += 1) parts[cleared] = '';
          if (!drop) parts[index] = (collected ?? []).join('') + (value ?? '') + piece;
          collected = null;
        } else {
          collected?.push(piece);
          if (shouldContain.some((element) => isStarting(piece, element))) {
            collecting = -1;
            collected = null;
          }
        }
      }
      if (collecting === -1 && isStarting(piece, tag) && piece.indexOf('<', 1) === -1) {
        if (piece[piece.length - 2] === '/') {
          parts[index] = '';
        } else {
          startIndex = index;
          collecting = ruleIndex;
          collected = drop ? null : [piece];
        }
      }
    }
  });
  return parts;
};
