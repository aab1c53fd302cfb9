import { STYLE } from './styles-xml';
import { paragraph, textRun } from './xml';

/** Usable width of an A4 page with 2.5 cm margins, in twentieths of a point. */
const TEXT_WIDTH = 9070;

/**
 * One signer (or, with `loop`, one per item of a group): the lines of its label as runs' XML, the role first and who
 * signs after it.
 */
export interface SignatureColumnXml {
  lines: string[];
  /** A group's variable: the signer's row is repeated for each of its items (a table-row loop). */
  loop?: string;
}

/** Width of the cell with the signer's role and name; the signature line takes the rest. */
const LABEL_WIDTH = 4535;
const LINE_WIDTH = TEXT_WIDTH - LABEL_WIDTH;
/** Room above a signer for the signature itself, in twentieths of a point. */
const SIGNING_ROOM = 600;

/** Underscores that fit the line's cell: about 120 twips each at 12 pt, less the cell margins. */
const SIGNATURE_LINE = '_'.repeat(Math.min(30, Math.floor((LINE_WIDTH - 400) / 120)));

const noBorders =
  '<w:tblBorders>' +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="nil"/>`)
    .join('') +
  '</w:tblBorders>';

/** A paragraph of the signatures (style Firma: kept with the next one, so the block never splits). */
const signatureParagraph = (content: string, align: 'left' | 'center', spaceBefore = 0): string =>
  paragraph(content, { style: STYLE.signature, align, ...(spaceBefore ? { spaceBefore } : {}) });

const cell = (width: number, content: string): string =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/><w:vAlign w:val="bottom"/></w:tcPr>${content}</w:tc>`;

/**
 * One signer's row: the role, and who signs under it, on the left; the signature line on the right, at the bottom of
 * the row, level with the last line of the name however many lines it takes. With `loop`, the row is repeated for
 * each item of the group (a loop whose tags sit in two cells of a row repeats the row).
 */
const signerRow = ({ lines, loop }: SignatureColumnXml): string => {
  const [role = '', ...signer] = lines;
  const open = loop ? textRun(`{#${loop}}`) : '';
  const close = loop ? textRun(`{/${loop}}`) : '';
  const label =
    signatureParagraph(open + role, 'left', SIGNING_ROOM) +
    signer.map((line) => signatureParagraph(line, 'left')).join('');
  const line = signatureParagraph(textRun(SIGNATURE_LINE) + close, 'center');
  return (
    '<w:tr><w:trPr><w:cantSplit/></w:trPr>' + cell(LABEL_WIDTH, label) + cell(LINE_WIDTH, line) + '</w:tr>'
  );
};

/**
 * Signatures one under the other in a borderless table of fixed layout, one row per signer (a column on a group,
 * one row per item): each role, name and line stay together and aligned whatever the length of the name. A column
 * without lines (once used to set one signature on the right) adds no row. Rows never split across pages and their
 * paragraphs are kept with the next, so the block stays on one page with the paragraph before it.
 */
export const signatureTable = (columns: SignatureColumnXml[]): string => {
  const rows = columns.filter((column) => column.lines.length > 0).map(signerRow);
  return (
    // An empty paragraph leaves room between the text above and the signatures, and stays with them.
    paragraph('', { keepNext: true }) +
    '<w:tbl><w:tblPr>' +
    `<w:tblW w:w="${TEXT_WIDTH}" w:type="dxa"/><w:jc w:val="center"/>${noBorders}<w:tblLayout w:type="fixed"/>` +
    '<w:tblLook w:val="0000" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/>' +
    '</w:tblPr>' +
    `<w:tblGrid><w:gridCol w:w="${LABEL_WIDTH}"/><w:gridCol w:w="${LINE_WIDTH}"/></w:tblGrid>` +
    rows.join('') +
    '</w:tbl>' +
    // A table must be followed by a paragraph (and two tables in a row would merge); a hairline one never
    // pushes an empty page after the signatures.
    '<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="20" w:lineRule="exact"/>' +
    '<w:rPr><w:sz w:val="2"/><w:szCs w:val="2"/></w:rPr></w:pPr></w:p>'
  );
};
