import PizZip from 'pizzip';
import { AppError } from '../errors/app-errors';
import { inspectDocxUpload } from './upload-inspection';
import { ACTIVE_CONTENT_VARIANTS } from './test-support/active-content-fixtures';
import { buildDocx } from './test-support/docx-fixture';
import { deflatedEntry, writeZip, type ZipOutputEntry } from './zip/zip-writer';

const refusal = (buffer: Buffer, fileName = 'contratto.docx') => {
  try {
    inspectDocxUpload(buffer, fileName);
  } catch (error) {
    if (error instanceof AppError)
      return error.code === 'ACTIVE_CONTENT'
        ? { status: error.statusCode, message: error.message, code: error.code }
        : { status: error.statusCode, message: error.message };
    throw error;
  }
  return null;
};

/** The entries of a valid .docx, re-deflated, to add bad ones to. */
const validEntries = (): ZipOutputEntry[] =>
  Object.values(new PizZip(buildDocx({ paragraphs: ['{tipo}'] })).files).map((file) =>
    deflatedEntry(file.name, Buffer.from(file.asUint8Array())),
  );

const withEntries = (...extra: ZipOutputEntry[]) => writeZip([...validEntries(), ...extra]);
const text = (name: string, content: string) => deflatedEntry(name, Buffer.from(content, 'utf8'));

describe('inspectDocxUpload', () => {
  it('accepts a plain .docx, whatever the case of its extension', () => {
    expect(refusal(buildDocx({ paragraphs: ['Testo {tipo}'] }), 'Contratto.DOCX')).toBeNull();
    expect(refusal(withEntries(deflatedEntry('word/media/image1.png', Buffer.alloc(20_000, 7))))).toBeNull();
  });

  it.each<[string, () => Buffer, string, number, string]>([
    ['another extension', () => buildDocx(), 'contratto.docm', 415, 'È necessario inserire un file .docx'],
    [
      'a PDF named .pdf',
      () => Buffer.from('%PDF-1.7'),
      'contratto.pdf',
      415,
      'È necessario inserire un file .docx',
    ],
    [
      'a file over 5 MB',
      () => Buffer.alloc(5 * 1024 * 1024 + 1),
      'contratto.docx',
      413,
      'supera il limite di 5 MB',
    ],
    [
      'a file that is not a zip',
      () => Buffer.from('Questo non è un documento Word'),
      'contratto.docx',
      415,
      'non è un documento Word valido',
    ],
    [
      'a zip with no document',
      () => writeZip([text('[Content_Types].xml', '<Types/>'), text('note.txt', 'ciao')]),
      'contratto.docx',
      415,
      'manca il contenuto principale',
    ],
    [
      'a VBA project',
      () => withEntries(deflatedEntry('word/vbaProject.bin', Buffer.alloc(100, 1))),
      'contratto.docx',
      415,
      'contiene macro',
    ],
    [
      'the macro-enabled content type',
      () =>
        writeZip(
          validEntries().map((entry) =>
            entry.name === '[Content_Types].xml'
              ? text(
                  entry.name,
                  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/></Types>',
                )
              : entry,
          ),
        ),
      'contratto.docx',
      415,
      'contiene macro',
    ],
    [
      'a DOCTYPE with an external entity',
      () =>
        withEntries(
          text(
            'customXml/item1.xml',
            '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><r>&xxe;</r>',
          ),
        ),
      'contratto.docx',
      415,
      'dichiarazione DOCTYPE (nella parte customXml/item1.xml)',
    ],
    [
      'a DOCTYPE in UTF-16',
      () =>
        withEntries(
          deflatedEntry(
            'customXml/item2.xml',
            Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-16"?><!DOCTYPE r><r/>', 'utf16le'),
          ),
        ),
      'contratto.docx',
      415,
      'DOCTYPE',
    ],
    [
      'a DOCTYPE in a part not named .xml',
      () => withEntries(text('word/extra.dat', '  <!DOCTYPE r><r/>')),
      'contratto.docx',
      415,
      'DOCTYPE',
    ],
    [
      'too many entries',
      () => withEntries(...Array.from({ length: 1000 }, (_, index) => text(`word/media/p${index}.txt`, 'x'))),
      'contratto.docx',
      413,
      'troppe parti',
    ],
    [
      'a zip bomb',
      () => withEntries(deflatedEntry('word/media/bomb.bin', Buffer.alloc(65 * 1024 * 1024))),
      'contratto.docx',
      413,
      'una volta decompresso, supera 64 MB',
    ],
    [
      'a central directory that hides the real size',
      () => {
        const bomb = deflatedEntry('word/media/bomb.bin', Buffer.alloc(65 * 1024 * 1024));
        return withEntries({ ...bomb, uncompressedSize: 10 });
      },
      'contratto.docx',
      413,
      'una volta decompresso',
    ],
    [
      'a size that does not match the data',
      () => withEntries({ ...text('word/a.xml', '<a>'.repeat(100)), uncompressedSize: 10 }),
      'contratto.docx',
      415,
      'non è un documento Word valido',
    ],
    [
      'corrupt compressed data',
      () =>
        withEntries({
          name: 'word/b.xml',
          method: 8,
          crc32: 0,
          uncompressedSize: 10,
          data: Buffer.from('not deflate data'),
        }),
      'contratto.docx',
      415,
      'non è un documento Word valido',
    ],
    [
      'two entries with the same name',
      () => withEntries(text('word/document.xml', '<w:document/>')),
      'contratto.docx',
      415,
      'non è un documento Word valido',
    ],
  ])('refuses %s', (_, build, fileName, status, message) => {
    const result = refusal(build(), fileName);

    expect(result?.status).toBe(status);
    expect(result?.message).toContain(message);
  });

  it('names the file in its messages', () => {
    expect(refusal(Buffer.from('x'), 'Locazione 4+4.docx')?.message).toBe(
      'Il file "Locazione 4+4.docx" non è un documento Word valido: salvalo di nuovo come .docx da Word.',
    );
  });
});

describe('DTDs in every encoding an XML parser reads', () => {
  const utf32 = (value: string, bigEndian: boolean) =>
    Buffer.concat(
      [...value].map((character) => {
        const bytes = Buffer.alloc(4);
        if (bigEndian) bytes.writeUInt32BE(character.codePointAt(0) ?? 0);
        else bytes.writeUInt32LE(character.codePointAt(0) ?? 0);
        return bytes;
      }),
    );
  const doctype = '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>';

  it.each([
    ['UTF-32 LE with a BOM', utf32(`\ufeff${doctype}`, false)],
    ['UTF-32 BE with a BOM', utf32(`\ufeff${doctype}`, true)],
    ['UTF-32 LE without a BOM', utf32(doctype, false)],
    ['UTF-32 BE without a BOM', utf32(doctype, true)],
    ['UTF-16 LE without a BOM, after blanks', Buffer.from(`   ${doctype}`, 'utf16le')],
    ['UTF-16 BE without a BOM, after blanks', Buffer.from(`   ${doctype}`, 'utf16le').swap16()],
    ['UTF-8 after 64 blanks, in a part not named .xml', Buffer.from(`${' '.repeat(64)}${doctype}`, 'utf8')],
    ['UTF-16 at an odd offset', Buffer.concat([Buffer.from([0x20]), Buffer.from(doctype, 'utf16le')])],
  ])('refuses a DOCTYPE in %s, whatever the part is called', (_label, bytes) => {
    expect(refusal(withEntries(deflatedEntry('word/media/dati.bin', bytes)))).toEqual({
      status: 415,
      message: expect.stringContaining('DOCTYPE (nella parte word/media/dati.bin)'),
    });
  });

  it('refuses a part in UTF-32 even without a DTD: Word never writes one', () => {
    const part = utf32('<?xml version="1.0" encoding="UTF-32"?><r/>', false);
    expect(refusal(withEntries(deflatedEntry('customXml/item2.xml', part)))).toEqual({
      status: 415,
      message: expect.stringContaining('UTF-32, una codifica che Word non usa'),
    });
  });

  it('accepts a part in UTF-16 without a DTD', () => {
    const part = Buffer.from('\ufeff<?xml version="1.0" encoding="UTF-16"?><r/>', 'utf16le');
    expect(refusal(withEntries(deflatedEntry('customXml/item2.xml', part)))).toBeNull();
  });
});

describe('active and external content', () => {
  it.each(ACTIVE_CONTENT_VARIANTS.map((variant) => [variant.name, variant] as const))(
    'refuses %s with 415 ACTIVE_CONTENT, naming the element and the part',
    (_, { docx, element, part }) => {
      const refused = refusal(docx(), 'Locazione.docx');
      expect(refused).toEqual({ status: 415, code: 'ACTIVE_CONTENT', message: expect.any(String) });
      expect(refused?.message).toContain('Il file "Locazione.docx" contiene ');
      expect(refused?.message).toContain(element);
      expect(refused?.message).toContain(`(nella parte ${part})`);
    },
  );

  it('refuses a part that declares an encoding Word does not write (UTF-7 hides markup from a search)', () => {
    const part = '<?xml version="1.0" encoding="UTF-7"?><r>+ADw-w:instrText+AD4-DDEAUTO</r>';
    expect(refusal(withEntries(text('word/extra.xml', part)))).toEqual({
      status: 415,
      message: expect.stringContaining('word/extra.xml è scritta in UTF-7'),
    });
  });
});
