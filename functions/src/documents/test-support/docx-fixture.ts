import PizZip from 'pizzip';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const CONTENT_TYPES = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/settings.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.settings+xml"/></Types>`;

const ROOT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>`;

const DOCUMENT_RELS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/settings" Target="settings.xml"/></Relationships>`;

/** A settings part as Word writes it: zoom first, compat and rsids after the place of updateFields. */
export const WORD_SETTINGS = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:zoom w:percent="100"/><w:defaultTabStop w:val="708"/><w:characterSpacingControl w:val="doNotCompress"/><w:compat><w:compatSetting w:name="compatibilityMode" w:uri="http://schemas.microsoft.com/office/word" w:val="15"/></w:compat><w:rsids><w:rsidRoot w:val="00A1B2C3"/></w:rsids><w:themeFontLang w:val="it-IT"/><w:decimalSymbol w:val=","/><w:listSeparator w:val=";"/></w:settings>`;

/** One paragraph of one run, as Word writes plain text. */
export const paragraph = (text: string): string =>
  `<w:p><w:r><w:t xml:space="preserve">${escapeXml(text)}</w:t></w:r></w:p>`;

export interface DocxFixture {
  /** Paragraph texts, one run each; ignored when `bodyXml` is given. */
  paragraphs?: string[];
  /** The XML inside `<w:body>`, for runs and tables written by hand. */
  bodyXml?: string;
  /** The settings part; `null` leaves it out of the package (and its content type and relationship stay). */
  settingsXml?: string | null;
  /** More parts, by path, added or replacing the defaults. */
  files?: Record<string, string | Buffer>;
}

/** A minimal valid .docx: content types, relationships, the document and its settings. */
export const buildDocx = ({
  paragraphs = [],
  bodyXml,
  settingsXml = WORD_SETTINGS,
  files = {},
}: DocxFixture = {}) => {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', CONTENT_TYPES);
  zip.file('_rels/.rels', ROOT_RELS);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${bodyXml ?? paragraphs.map(paragraph).join('')}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`,
  );
  zip.file('word/_rels/document.xml.rels', DOCUMENT_RELS);
  if (settingsXml !== null) zip.file('word/settings.xml', settingsXml);
  Object.entries(files).forEach(([name, content]) => zip.file(name, content));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

/** The text of a part of a .docx. */
export const entryText = (docx: Buffer, name: string): string => {
  const file = new PizZip(docx).file(name);
  if (!file) throw new Error(`${name} is not in the package`);
  return file.asText();
};

/** The visible text of the document, one line per paragraph. */
export const documentText = (docx: Buffer): string =>
  [...entryText(docx, 'word/document.xml').matchAll(/<w:p[ >].*?<\/w:p>|<w:p\/>/gs)]
    .map(([xml]) => [...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''))
    .join('\n')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
