/**
 * Paragraphs that a condition left empty, removed from a rendered part.
 *
 * docxtemplater replaces a tag's text inside its `<w:t>` and leaves the element, so a paragraph whose whole text
 * was an inline condition (`{#x == "Sì"}Testo.{/}`) or an empty answer comes out as runs of `<w:t/>`: an empty
 * line, or an empty numbered item, in the lawyer's contract. Word never writes an empty `<w:t>` itself, which tells
 * such a paragraph apart from the blank lines the author typed on purpose (those have no text element at all).
 *
 * A paragraph stays when it holds anything a reader sees or Word needs: a drawing, a field, a break or tab, a
 * note's reference, a section break, or a bookmark a cross-reference may point to. A container left without a
 * paragraph (a table cell, a text box, a header, a note) gets an empty one back, as the schema requires.
 */

/** A paragraph with no paragraph nested in it (text boxes nest paragraphs; their holder always keeps content). */
const INNERMOST_PARAGRAPH = /<w:p(?:\s[^>]*)?>(?:(?!<w:p[\s>/])[\s\S])*?<\/w:p>/g;
/** The text elements of a paragraph, with their content. */
const TEXT_ELEMENT = /<w:t(?:\s[^>]*)?(?:\/>|>([^<]*)<\/w:t>)/g;
/** What makes a paragraph worth keeping even without text. */
const KEPT_CONTENT =
  /<(?:w:drawing|w:pict|w:object|w:fldChar|w:fldSimple|w:instrText|w:br|w:cr|w:tab|w:ptab|w:sym|w:footnoteReference|w:endnoteReference|w:sectPr|m:oMath|mc:AlternateContent|w:noBreakHyphen|w:softHyphen)\b/;
/** A bookmark that may be the target of a cross-reference (Word's own `_GoBack` marks only the last edit). */
const TARGET_BOOKMARK = /<w:bookmarkStart\b[^>]*w:name="(?!_GoBack")[^"]*"/;
/** Containers that must hold at least one paragraph: opening (with a cell's properties), then closing. */
const EMPTIED_CONTAINER =
  /(<w:tc\b[^>]*>(?:\s*<w:tcPr\b[^>]*\/>|\s*<w:tcPr\b[^>]*>[\s\S]*?<\/w:tcPr>)?|<w:txbxContent\b[^>]*>|<w:(?:hdr|ftr)\b[^>]*>|<w:(?:footnote|endnote)\b[^>]*>)(\s*)(<\/w:(?:tc|txbxContent|hdr|ftr|footnote|endnote)>)/g;

/** Whether a paragraph was emptied by the renderer: an empty text element, no visible text, nothing kept. */
const isEmptiedParagraph = (paragraph: string): boolean => {
  let emptyElement = false;
  for (const match of paragraph.matchAll(TEXT_ELEMENT)) {
    const text = match[1] ?? '';
    if (text.trim() !== '') return false;
    if (text === '') emptyElement = true;
  }
  return emptyElement && !KEPT_CONTENT.test(paragraph) && !TARGET_BOOKMARK.test(paragraph);
};

/** An emptied paragraph that stays only because a cross-reference may point to its bookmark. */
const isBookmarkOnlyEmptied = (paragraph: string): boolean =>
  TARGET_BOOKMARK.test(paragraph) && isEmptiedParagraph(paragraph.replace(/<w:bookmarkStart\b[^>]*\/>/g, ''));

/** A story part (body, header, footer, notes) without the paragraphs its conditions left empty. */
export const removeEmptiedParagraphs = (xml: string): string => {
  if (!/<w:t(?:\s[^>]*)?(?:\/>|><\/w:t>)/.test(xml)) return xml;
  const removed = xml.replace(INNERMOST_PARAGRAPH, (paragraph) =>
    isEmptiedParagraph(paragraph) ? '' : paragraph,
  );
  if (removed === xml) return xml;
  return removed.replace(EMPTIED_CONTAINER, '$1$2<w:p/>$3');
};

/** How many paragraphs in a rendered part are still ones a condition emptied (kept for a bookmark, say). */
export const countEmptiedParagraphs = (xml: string): number =>
  [...xml.matchAll(INNERMOST_PARAGRAPH)].filter(
    ([paragraph]) => isEmptiedParagraph(paragraph) || isBookmarkOnlyEmptied(paragraph),
  ).length;
