import { PDFName, PDFString } from 'pdf-lib';
import { checkPdfA } from './pdfa-check';
import { pdfAFixture as pdf, xmpPacket } from './test-support/pdfa-fixture';

const check = async (bytes: Uint8Array) => (await checkPdfA(bytes, { maxPages: 20 })).problems;

describe('checkPdfA', () => {
  it('passes a PDF/A-2b with its fonts embedded, and counts its pages (objects in object streams)', async () => {
    expect(await checkPdfA(await pdf(undefined, 3), { maxPages: 20 })).toEqual({ pages: 3, problems: [] });
  });

  it('refuses what is not a PDF at all, or not one it can read', async () => {
    expect(await check(Buffer.from('PK\u0003\u0004 a .docx'))).toEqual(['not a readable PDF']);
    expect(await check(Buffer.from('%PDF-1.7\n% cut short'))).toEqual(['not a readable PDF']);
  });

  it('refuses another PDF/A part or conformance, and a file with no identification or output intent', async () => {
    const partOne = await pdf(({ document }) => {
      const xmp = document.context.stream(xmpPacket('1', 'A'), { Type: 'Metadata', Subtype: 'XML' });
      document.catalog.set(PDFName.of('Metadata'), document.context.register(xmp));
    });
    expect(await check(partOne)).toEqual([
      'XMP pdfaid:part is 1, not 2',
      'XMP pdfaid:conformance is A, not B',
    ]);
    const plain = await pdf(({ document }) => {
      document.catalog.delete(PDFName.of('Metadata'));
      document.catalog.delete(PDFName.of('OutputIntents'));
    });
    expect(await check(plain)).toEqual(['no XMP metadata stream in the catalog']);
  });

  it('refuses a font that is not embedded, or whose text cannot be selected', async () => {
    const bytes = await pdf(({ font, document }) => {
      font.set(PDFName.of('FontDescriptor'), document.context.obj({ Type: 'FontDescriptor' }));
      font.delete(PDFName.of('ToUnicode'));
    });
    expect(await check(bytes)).toEqual([
      'font LiberationSerif (TrueType) is not embedded',
      'font LiberationSerif (TrueType) has no ToUnicode map: its text could not be selected',
    ]);
  });

  it('refuses JavaScript, whether it opens the document or sits in a link', async () => {
    const opening = await pdf(({ document }) =>
      document.catalog.set(
        PDFName.of('OpenAction'),
        document.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert(1)') }),
      ),
    );
    expect(await check(opening)).toEqual([
      'an OpenAction of type JavaScript',
      'a JavaScript action',
      'a JavaScript entry (JS)',
    ]);
    const link = await pdf(({ document }) => {
      const page = document.getPage(0);
      const annotation = document.context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        A: { S: 'Launch', F: PDFString.of('calc.exe') },
      });
      page.node.set(PDFName.of('Annots'), document.context.obj([document.context.register(annotation)]));
    });
    expect(await check(link)).toEqual(['a Launch action']);
  });

  it('lets an OpenAction that only shows the first page through', async () => {
    const bytes = await pdf(({ document }) =>
      document.catalog.set(
        PDFName.of('OpenAction'),
        document.context.obj([document.getPage(0).ref, PDFName.of('XYZ'), null, null, 0]),
      ),
    );
    expect(await check(bytes)).toEqual([]);
  });

  it('refuses form fields and encryption', async () => {
    const form = await pdf(({ document }) => {
      document.getForm().createTextField('nome').addToPage(document.getPage(0));
    });
    expect(await check(form)).toEqual(
      expect.arrayContaining(['an AcroForm (form fields)', 'a form field widget']),
    );
    const encrypted = await pdf(({ document }) => {
      document.context.trailerInfo.Encrypt = document.context.obj({ Filter: 'Standard', V: 2, R: 3 });
    });
    expect(await check(encrypted)).toEqual(['encrypted']);
  });

  it('refuses a page count out of bounds', async () => {
    expect(await check(await pdf(undefined, 21))).toEqual(['21 pages, outside 1 to 20']);
  });
});
