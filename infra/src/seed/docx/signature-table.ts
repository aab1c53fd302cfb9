import { STYLE } from './styles-xml';
import { paragraph, textRun } from './xml';

/** Usable width of an A4 page with 2.5 cm margins, in twentieths of a point. */
export const TEXT_WIDTH = 9070;

/**
 * One column of signatures: the lines of its label (as runs' XML), the first above the signature line and the others
 * (who signs) under it; with `loop`, one signature per item of a group.
 */
export interface SignatureColumnXml {
  lines: string[];
  /** A group's variable: the column's label and line are repeated for each of its items (a paragraph loop). */
  loop?: string;
}

/** Underscores that fit a column: about 120 twips each at 12 pt, less the cell margins. */
const signatureLine = (width: number): string => '_'.repeat(Math.min(30, Math.floor((width - 400) / 120)));

const noBorders =
  '<w:tblBorders>' +
  ['top', 'left', 'bottom', 'right', 'insideH', 'insideV']
    .map((side) => `<w:${side} w:val="nil"/>`)
    .join('') +
  '</w:tblBorders>';

const signatureParagraph = (content: string): string => paragraph(content, { style: STYLE.signature });

const cell = ({ lines, loop }: SignatureColumnXml, width: number): string => {
  // The role above the line, who signs under it: the lines stay level across columns when a name runs long.
  const [role = '', ...signer] = lines;
  const signature = [
    signatureParagraph(role),
    signatureParagraph(''),
    signatureParagraph(''),
    signatureParagraph(textRun(signatureLine(width))),
    ...signer.map(signatureParagraph),
    signatureParagraph(''),
  ].join('');
  // Lines holding only a loop's tags vanish when the document is rendered (docxtemplater's paragraphLoop).
  const content = loop
    ? signatureParagraph(textRun(`{#${loop}}`)) + signature + signatureParagraph(textRun(`{/${loop}}`))
    : lines.length > 0
      ? signature
      : signatureParagraph('');
  return `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
};

/**
 * Signature lines side by side in a borderless table, one column per label; a column without lines stays blank
 * (so one signature can sit on the right), a column on a group stacks one signature per item. A row never splits
 * across pages.
 */
export const signatureTable = (columns: SignatureColumnXml[]): string => {
  const count = Math.max(columns.length, 1);
  const width = Math.floor(TEXT_WIDTH / count);
  return (
    // An empty paragraph leaves room between the text above and the signatures, and stays with them.
    paragraph('', { keepNext: true }) +
    '<w:tbl><w:tblPr>' +
    `<w:tblW w:w="${width * count}" w:type="dxa"/><w:jc w:val="center"/>${noBorders}<w:tblLayout w:type="fixed"/>` +
    '<w:tblLook w:val="0000" w:firstRow="0" w:lastRow="0" w:firstColumn="0" w:lastColumn="0" w:noHBand="1" w:noVBand="1"/>' +
    '</w:tblPr>' +
    `<w:tblGrid>${columns.map(() => `<w:gridCol w:w="${width}"/>`).join('')}</w:tblGrid>` +
    `<w:tr><w:trPr><w:cantSplit/></w:trPr>${columns.map((column) => cell(column, width)).join('')}</w:tr>` +
    '</w:tbl>' +
    // A table must be followed by a paragraph (and two tables in a row would merge); a hairline one never
    // pushes an empty page after the signatures.
    '<w:p><w:pPr><w:spacing w:before="0" w:after="0" w:line="20" w:lineRule="exact"/>' +
    '<w:rPr><w:sz w:val="2"/><w:szCs w:val="2"/></w:rPr></w:pPr></w:p>'
  );
};
