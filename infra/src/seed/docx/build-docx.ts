import PizZip from 'pizzip';
import { bodyXml, letteredListCount } from './body-xml';
import type { DocumentModel } from './model';
import { numberingXml } from './numbering-xml';
import {
  appPropsXml,
  contentTypesXml,
  corePropsXml,
  documentRelsXml,
  fontTableXml,
  FOOTER_REL_ID,
  footerXml,
  HEADER_REL_ID,
  headerXml,
  packageRelsXml,
  settingsXml,
} from './package-parts';
import { stylesXml } from './styles-xml';
import { R_NS, W_NS, XML_DECLARATION } from './xml';

/** A4 portrait with 2.5 cm margins, the running header and footer on every page. */
const sectionProperties =
  '<w:sectPr>' +
  `<w:headerReference w:type="default" r:id="${HEADER_REL_ID}"/>` +
  `<w:footerReference w:type="default" r:id="${FOOTER_REL_ID}"/>` +
  '<w:pgSz w:w="11906" w:h="16838"/>' +
  '<w:pgMar w:top="1418" w:right="1418" w:bottom="1418" w:left="1418" w:header="709" w:footer="709" w:gutter="0"/>' +
  '<w:cols w:space="708"/><w:docGrid w:linePitch="360"/>' +
  '</w:sectPr>';

const documentXml = (model: DocumentModel): string =>
  XML_DECLARATION +
  `<w:document xmlns:w="${W_NS}" xmlns:r="${R_NS}"><w:body>${bodyXml(model.blocks)}${sectionProperties}</w:body></w:document>`;

export interface BuildOptions {
  /** The creation date written in the core properties; now by default. */
  created?: Date;
}

/** Writes a WordprocessingML package (.docx) from a document model. */
export const buildDocx = (model: DocumentModel, options: BuildOptions = {}): Buffer => {
  const zip = new PizZip();
  zip.file('[Content_Types].xml', contentTypesXml());
  zip.file('_rels/.rels', packageRelsXml());
  zip.file('docProps/core.xml', corePropsXml(model.title, options.created ?? new Date()));
  zip.file('docProps/app.xml', appPropsXml());
  zip.file('word/document.xml', documentXml(model));
  zip.file('word/_rels/document.xml.rels', documentRelsXml());
  zip.file('word/styles.xml', stylesXml());
  zip.file('word/numbering.xml', numberingXml(letteredListCount(model.blocks)));
  zip.file('word/settings.xml', settingsXml());
  zip.file('word/fontTable.xml', fontTableXml());
  zip.file('word/header1.xml', headerXml(model.title));
  zip.file('word/footer1.xml', footerXml());
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};
