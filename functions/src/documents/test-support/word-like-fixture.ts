import { buildDocx } from './docx-fixture';

const W_NS = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/**
 * A list as Word saves a multilevel list linked to headings: level 1 «Art. %1» on style Heading1, level 2 «%1.%2»
 * on Heading2, level 3 «%3)» in letters, level 4 «(%4)» in roman numbers; instance 1 uses it.
 */
export const WORD_NUMBERING =
  XML +
  `<w:numbering xmlns:w="${W_NS}"><w:abstractNum w:abstractNumId="0" w15:restartNumberingAfterBreak="0" xmlns:w15="http://schemas.microsoft.com/office/word/2012/wordml"><w:nsid w:val="1A2B3C4D"/><w:multiLevelType w:val="multilevel"/><w:tmpl w:val="0410001D"/>` +
  '<w:lvl w:ilvl="0"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:pStyle w:val="Titolo1"/><w:suff w:val="space"/><w:lvlText w:val="Art. %1"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="0" w:firstLine="0"/></w:pPr></w:lvl>' +
  '<w:lvl w:ilvl="1"><w:start w:val="1"/><w:numFmt w:val="decimal"/><w:pStyle w:val="Titolo2"/><w:lvlText w:val="%1.%2"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="567" w:hanging="567"/></w:pPr></w:lvl>' +
  '<w:lvl w:ilvl="2"><w:start w:val="1"/><w:numFmt w:val="lowerLetter"/><w:lvlText w:val="%3)"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="1134" w:hanging="567"/></w:pPr></w:lvl>' +
  '<w:lvl w:ilvl="3"><w:start w:val="1"/><w:numFmt w:val="lowerRoman"/><w:lvlText w:val="(%4)"/><w:lvlJc w:val="left"/><w:pPr><w:ind w:left="1701" w:hanging="567"/></w:pPr></w:lvl>' +
  '</w:abstractNum><w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num></w:numbering>';

/** Styles as an Italian Word names them: Titolo1 and Titolo2 carry the list's levels. */
export const WORD_STYLES =
  XML +
  `<w:styles xmlns:w="${W_NS}"><w:style w:type="paragraph" w:default="1" w:styleId="Normale"><w:name w:val="Normal"/><w:qFormat/></w:style>` +
  '<w:style w:type="paragraph" w:styleId="Titolo1"><w:name w:val="heading 1"/><w:basedOn w:val="Normale"/><w:next w:val="Normale"/><w:qFormat/><w:pPr><w:keepNext/><w:numPr><w:numId w:val="1"/></w:numPr><w:outlineLvl w:val="0"/></w:pPr><w:rPr><w:b/></w:rPr></w:style>' +
  '<w:style w:type="paragraph" w:styleId="Titolo2"><w:name w:val="heading 2"/><w:basedOn w:val="Titolo1"/><w:next w:val="Normale"/><w:qFormat/><w:pPr><w:numPr><w:ilvl w:val="1"/></w:numPr><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b w:val="0"/></w:rPr></w:style>' +
  '</w:styles>';

const run = (text: string, properties = '<w:rPr><w:rFonts w:ascii="Times New Roman"/></w:rPr>') =>
  `<w:r w:rsidR="00C12345">${properties}<w:t xml:space="preserve">${text}</w:t></w:r>`;

/** A paragraph in a style, its text in runs as Word splits them. */
export const styled = (style: string, ...runs: string[]) =>
  `<w:p w:rsidR="00AB1234" w:rsidRDefault="00AB1234"><w:pPr><w:pStyle w:val="${style}"/></w:pPr>${runs.map((text) => run(text)).join('')}</w:p>`;

/** A heading with a hidden `_Ref` bookmark around its text, as Word adds one when a cross-reference points to it. */
export const bookmarkedHeading = (style: string, bookmark: string, id: number, text: string) =>
  `<w:p w:rsidR="00AB1234"><w:pPr><w:pStyle w:val="${style}"/></w:pPr><w:bookmarkStart w:id="${id}" w:name="${bookmark}"/>${run(text)}<w:bookmarkEnd w:id="${id}"/></w:p>`;

/**
 * A cross-reference as Word saves it: the instruction split over runs (`REF _Ref… \n \h` and `\* MERGEFORMAT`),
 * `w:dirty` absent, the stored result in two runs with their own formatting.
 */
export const wordReference = (bookmark: string, switches: string, stored: string) =>
  '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
  `<w:r><w:instrText xml:space="preserve"> REF ${bookmark} </w:instrText></w:r>` +
  `<w:r><w:instrText xml:space="preserve">${switches} \\* MERGEFORMAT </w:instrText></w:r>` +
  '<w:r><w:fldChar w:fldCharType="separate"/></w:r>' +
  `${run(stored.slice(0, 3), '<w:rPr><w:b/></w:rPr>')}${run(stored.slice(3), '<w:rPr><w:b/></w:rPr>')}` +
  '<w:r><w:fldChar w:fldCharType="end"/></w:r>';

/** A body paragraph of text runs and fields, in the default style. */
export const body = (...content: string[]) =>
  `<w:p>${content.map((piece) => (piece.startsWith('<') ? piece : run(piece))).join('')}</w:p>`;

/** A .docx with Word's numbering and styles parts and the given body. */
export const wordLikeDocx = (bodyXml: string, files: Record<string, string> = {}) =>
  buildDocx({
    bodyXml,
    files: {
      'word/numbering.xml': WORD_NUMBERING,
      'word/styles.xml': WORD_STYLES,
      '[Content_Types].xml':
        XML +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/><Override PartName="/word/numbering.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.numbering+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/></Types>',
      'word/_rels/document.xml.rels':
        XML +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/numbering" Target="numbering.xml"/><Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>',
      ...files,
    },
  });
