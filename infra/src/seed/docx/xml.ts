export const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
export const R_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** Escapes text content; quotes stay as they are, as Word writes them, so tags read naturally. */
export const escapeText = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Escapes an attribute value. */
export const escapeAttribute = (value: string): string => escapeText(value).replace(/"/g, '&quot;');

/** A `<w:t>` element that keeps leading and trailing spaces. */
const textElement = (value: string): string => `<w:t xml:space="preserve">${escapeText(value)}</w:t>`;

export interface RunFormat {
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  color?: string;
  sizeHalfPoints?: number;
}

/** Run properties in the order the schema requires (b, i, color, sz, u). */
const runProperties = (format: RunFormat): string => {
  const parts = [
    format.bold ? '<w:b/><w:bCs/>' : '',
    format.italic ? '<w:i/><w:iCs/>' : '',
    format.color ? `<w:color w:val="${format.color}"/>` : '',
    format.sizeHalfPoints
      ? `<w:sz w:val="${format.sizeHalfPoints}"/><w:szCs w:val="${format.sizeHalfPoints}"/>`
      : '',
    format.underline ? '<w:u w:val="single"/>' : '',
  ].join('');
  return parts ? `<w:rPr>${parts}</w:rPr>` : '';
};

/** One run holding one text element: the unit a template tag must never straddle. */
export const textRun = (value: string, format: RunFormat = {}): string =>
  `<w:r>${runProperties(format)}${textElement(value)}</w:r>`;

/** A simple field such as PAGE or NUMPAGES, with a cached result. */
export const simpleField = (instruction: string, cached: string, format: RunFormat = {}): string =>
  `<w:fldSimple w:instr=" ${instruction} ">${textRun(cached, format)}</w:fldSimple>`;

/** A complex field (begin, instruction, separate, cached result, end). */
export const complexField = (instruction: string, cached: string, format: RunFormat = {}): string => {
  const props = runProperties(format);
  return [
    `<w:r>${props}<w:fldChar w:fldCharType="begin"/></w:r>`,
    `<w:r>${props}<w:instrText xml:space="preserve"> ${escapeText(instruction)} </w:instrText></w:r>`,
    `<w:r>${props}<w:fldChar w:fldCharType="separate"/></w:r>`,
    textRun(cached, format),
    `<w:r>${props}<w:fldChar w:fldCharType="end"/></w:r>`,
  ].join('');
};

export interface ParagraphOptions {
  style?: string;
  align?: 'left' | 'center' | 'right' | 'both';
  numbering?: { numId: number; level: number };
  keepNext?: boolean;
  /** Space before the paragraph, in twentieths of a point. */
  spaceBefore?: number;
  /** Left indent, in twentieths of a point. */
  indentLeft?: number;
}

/** Paragraph properties in schema order (pStyle, keepNext, numPr, spacing, ind, jc). */
export const paragraph = (content: string, options: ParagraphOptions = {}): string => {
  const props = [
    options.style ? `<w:pStyle w:val="${options.style}"/>` : '',
    options.keepNext ? '<w:keepNext/>' : '',
    options.numbering
      ? `<w:numPr><w:ilvl w:val="${options.numbering.level}"/><w:numId w:val="${options.numbering.numId}"/></w:numPr>`
      : '',
    options.spaceBefore ? `<w:spacing w:before="${options.spaceBefore}"/>` : '',
    options.indentLeft ? `<w:ind w:left="${options.indentLeft}"/>` : '',
    options.align ? `<w:jc w:val="${options.align}"/>` : '',
  ].join('');
  return `<w:p>${props ? `<w:pPr>${props}</w:pPr>` : ''}${content}</w:p>`;
};
