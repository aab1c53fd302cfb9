import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';

/** An XMP packet naming a PDF/A part and conformance, as LibreOffice writes it. */
export const xmpPacket = (part: string, conformance: string) =>
  `<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
  `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" ` +
  `xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"><pdfaid:part>${part}</pdfaid:part>` +
  `<pdfaid:conformance>${conformance}</pdfaid:conformance></rdf:Description></rdf:RDF></x:xmpmeta>` +
  `<?xpacket end="w"?>`;

export interface PdfAParts {
  document: PDFDocument;
  font: PDFDict;
}

/**
 * A small PDF/A-2b as LibreOffice writes one, in shape: an XMP packet naming part 2 and conformance B, a PDF/A
 * output intent, one page with an embedded TrueType font and its ToUnicode map. `change` spoils it.
 */
export const pdfAFixture = async (
  change: (parts: PdfAParts) => void = () => undefined,
  pages = 1,
): Promise<Uint8Array> => {
  const document = await PDFDocument.create({ updateMetadata: false });
  const { context } = document;
  const fontFile = context.register(context.flateStream('a font program'));
  const descriptor = context.obj({
    Type: 'FontDescriptor',
    FontName: 'LiberationSerif',
    FontFile2: fontFile,
  });
  const font = context.obj({
    Type: 'Font',
    Subtype: 'TrueType',
    BaseFont: 'LiberationSerif',
    FontDescriptor: context.register(descriptor),
    ToUnicode: context.register(context.flateStream('a cmap')),
  });
  for (let page = 0; page < pages; page += 1)
    document.addPage().node.setFontDictionary(PDFName.of('F1'), context.register(font));
  const xmp = context.stream(xmpPacket('2', 'B'), { Type: 'Metadata', Subtype: 'XML' });
  document.catalog.set(PDFName.of('Metadata'), context.register(xmp));
  document.catalog.set(
    PDFName.of('OutputIntents'),
    context.obj([{ Type: 'OutputIntent', S: 'GTS_PDFA1', OutputConditionIdentifier: PDFString.of('sRGB') }]),
  );
  change({ document, font });
  return document.save({ useObjectStreams: true });
};
