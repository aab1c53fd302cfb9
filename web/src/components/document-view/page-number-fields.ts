/** Fields whose value is a page number: a view that does not lay out Word's pages cannot show them. */
const PAGE_FIELD = /^\s*(?:PAGE|NUMPAGES|SECTIONPAGES)\b/i;
const PARAGRAPH = /<w:p\b[^>]*?(?:\/>|>[\s\S]*?<\/w:p>)/g;
const SIMPLE_FIELD = /<w:fldSimple\b[^>]*\bw:instr="([^"]*)"[^>]*?(?:\/>|>[\s\S]*?<\/w:fldSimple>)/g;
/** A complex field from its begin mark to its end mark (not nested), as runs. */
const COMPLEX_FIELD =
  /<w:r\b[^>]*>(?:(?!<\/w:r>)[\s\S])*?<w:fldChar\b[^>]*w:fldCharType="begin"[\s\S]*?<w:fldChar\b[^>]*w:fldCharType="end"[^>]*\/>(?:(?!<\/w:r>)[\s\S])*?<\/w:r>/g;
const INSTRUCTION = /<w:instrText\b[^>]*>([^<]*)<\/w:instrText>/g;
const TEXT = /<w:t\b[^>]*>([^<]*)<\/w:t>/g;

const instructionOf = (field: string): string =>
  [...field.matchAll(INSTRUCTION)].map(([, text]) => text).join('');

/** A paragraph without its page-number fields; null when nothing but a few joining words would remain. */
const withoutPageNumbers = (paragraph: string): string | null => {
  let found = false;
  const stripped = paragraph
    .replace(SIMPLE_FIELD, (field, instruction: string) =>
      PAGE_FIELD.test(instruction) ? ((found = true), '') : field,
    )
    .replace(COMPLEX_FIELD, (field) =>
      PAGE_FIELD.test(instructionOf(field)) ? ((found = true), '') : field,
    );
  if (!found) return paragraph;
  const words =
    [...stripped.matchAll(TEXT)]
      .map(([, text]) => text)
      .join(' ')
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length <= 3 ? null : stripped;
};

/**
 * A header or footer part as the page view shows it: the page numbers that only Word's layout knows are taken out,
 * and a line left with only their joining words ("Pagina … di …") goes with them, instead of an empty «Pagina di».
 */
export const withoutPageNumberFields = (xml: string): string =>
  xml.replace(PARAGRAPH, (paragraph) => withoutPageNumbers(paragraph) ?? '');
