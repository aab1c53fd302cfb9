import { BODY_FONT, BODY_FONT_LINUX, STYLE } from './styles-xml';
import { escapeText, paragraph, R_NS, simpleField, textRun, W_NS, XML_DECLARATION } from './xml';

const RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const OFFICE_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORD_CT = 'application/vnd.openxmlformats-officedocument.wordprocessingml';

export const contentTypesXml = (): string =>
  XML_DECLARATION +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/word/document.xml" ContentType="${WORD_CT}.document.main+xml"/>` +
  `<Override PartName="/word/styles.xml" ContentType="${WORD_CT}.styles+xml"/>` +
  `<Override PartName="/word/numbering.xml" ContentType="${WORD_CT}.numbering+xml"/>` +
  `<Override PartName="/word/settings.xml" ContentType="${WORD_CT}.settings+xml"/>` +
  `<Override PartName="/word/fontTable.xml" ContentType="${WORD_CT}.fontTable+xml"/>` +
  `<Override PartName="/word/header1.xml" ContentType="${WORD_CT}.header+xml"/>` +
  `<Override PartName="/word/footer1.xml" ContentType="${WORD_CT}.footer+xml"/>` +
  '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
  '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
  '</Types>';

const relationships = (items: [id: string, type: string, target: string][]): string =>
  XML_DECLARATION +
  `<Relationships xmlns="${RELS_NS}">` +
  items.map(([id, type, target]) => `<Relationship Id="${id}" Type="${type}" Target="${target}"/>`).join('') +
  '</Relationships>';

export const packageRelsXml = (): string =>
  relationships([
    ['rId1', `${OFFICE_REL}/officeDocument`, 'word/document.xml'],
    [
      'rId2',
      'http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties',
      'docProps/core.xml',
    ],
    ['rId3', `${OFFICE_REL}/extended-properties`, 'docProps/app.xml'],
  ]);

/** Relationship ids of document.xml's parts; the section properties refer to the header and footer ones. */
export const HEADER_REL_ID = 'rId5';
export const FOOTER_REL_ID = 'rId6';

export const documentRelsXml = (): string =>
  relationships([
    ['rId1', `${OFFICE_REL}/styles`, 'styles.xml'],
    ['rId2', `${OFFICE_REL}/numbering`, 'numbering.xml'],
    ['rId3', `${OFFICE_REL}/settings`, 'settings.xml'],
    ['rId4', `${OFFICE_REL}/fontTable`, 'fontTable.xml'],
    [HEADER_REL_ID, `${OFFICE_REL}/header`, 'header1.xml'],
    [FOOTER_REL_ID, `${OFFICE_REL}/footer`, 'footer1.xml'],
  ]);

export const corePropsXml = (title: string, created: Date): string => {
  const when = `${created.toISOString().slice(0, 19)}Z`;
  return (
    XML_DECLARATION +
    '<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" ' +
    'xmlns:dcmitype="http://purl.org/dc/dcmitype/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dc:title>${escapeText(title)}</dc:title><dc:creator>Redigo</dc:creator>` +
    '<cp:lastModifiedBy>Redigo</cp:lastModifiedBy><dc:language>it-IT</dc:language>' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
};

export const appPropsXml = (): string =>
  XML_DECLARATION +
  '<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">' +
  '<Application>Redigo</Application><DocSecurity>0</DocSecurity></Properties>';

/**
 * settings.xml; compatibilityMode 15 keeps Word out of compatibility mode; doNotExpandShiftReturn keeps a justified
 * line that ends in a line break (a multi-line answer) from being stretched across the page.
 */
export const settingsXml = (): string =>
  XML_DECLARATION +
  `<w:settings xmlns:w="${W_NS}">` +
  '<w:zoom w:percent="100"/><w:defaultTabStop w:val="709"/><w:hyphenationZone w:val="283"/>' +
  '<w:characterSpacingControl w:val="doNotCompress"/>' +
  '<w:compat><w:doNotExpandShiftReturn/><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat>' +
  '<w:themeFontLang w:val="it-IT"/><w:decimalSymbol w:val=","/><w:listSeparator w:val=";"/>' +
  '</w:settings>';

export const fontTableXml = (): string =>
  XML_DECLARATION +
  `<w:fonts xmlns:w="${W_NS}">` +
  `<w:font w:name="${BODY_FONT}"><w:altName w:val="${BODY_FONT_LINUX}"/>` +
  '<w:panose1 w:val="02020603050405020304"/><w:charset w:val="00"/><w:family w:val="roman"/><w:pitch w:val="variable"/></w:font>' +
  '</w:fonts>';

const part = (tag: 'hdr' | 'ftr', body: string): string =>
  XML_DECLARATION + `<w:${tag} xmlns:w="${W_NS}" xmlns:r="${R_NS}">${body}</w:${tag}>`;

const grey = { color: '595959' };

/** The running header: the document title (a preview gets its watermark when it is rendered). */
export const headerXml = (title: string): string =>
  part(
    'hdr',
    paragraph(textRun(title, { ...grey, italic: true }), { style: STYLE.header, align: 'right' }) +
      // An empty bordered paragraph draws a thin rule under the header.
      '<w:p><w:pPr><w:pStyle w:val="Header"/><w:pBdr><w:bottom w:val="single" w:sz="4" w:space="1" w:color="A6A6A6"/></w:pBdr>' +
      '<w:spacing w:after="240"/></w:pPr></w:p>',
  );

/** "Pagina X di Y" with PAGE and NUMPAGES fields. */
export const footerXml = (): string =>
  part(
    'ftr',
    paragraph(
      textRun('Pagina ', grey) +
        simpleField('PAGE', '1', grey) +
        textRun(' di ', grey) +
        simpleField('NUMPAGES', '1', grey),
      { style: STYLE.footer },
    ),
  );
