import { docxNameOf } from './docx-download';
import { safeFileName } from './upload-files';

describe('safeFileName', () => {
  it('keeps a plain name, accents and spaces included', () => {
    expect(safeFileName('Locazione è 4+4.docx')).toBe('Locazione è 4+4.docx');
  });

  it('drops separators and control characters, which could change the key', () => {
    expect(safeFileName('..\\../a/b\u0000c\u007f.docx')).toBe('....abc.docx');
  });

  it('shortens a long name, keeping its extension', () => {
    const name = safeFileName(`${'a'.repeat(300)}.docx`);

    expect(name).toHaveLength(150);
    expect(name.endsWith('a.docx')).toBe(true);
  });

  it('never cuts a character in two: no lone surrogate reaches a key', () => {
    for (const prefix of ['', 'a']) {
      const name = safeFileName(`${prefix}${'\u{1D160}'.repeat(200)}.docx`);

      expect(name.length).toBeLessThanOrEqual(150);
      expect(name).not.toMatch(/[\uD800-\uDFFF]/u);
      expect(name.endsWith('.docx')).toBe(true);
    }
  });
});

describe('docxNameOf', () => {
  it('names the file after the title, without characters file systems refuse', () => {
    expect(docxNameOf('Locazione: 4+4 / "abitativa"?')).toBe('Locazione 4+4 abitativa.docx');
  });

  it('never answers an empty name', () => {
    expect(docxNameOf(' <> ')).toBe('documento.docx');
    expect(docxNameOf(' ... ')).toBe('documento.docx');
  });

  it('keeps accents and apostrophes, drops what would disguise the extension or a trailing dot, avoids device names', () => {
    expect(docxNameOf('Comodato d’uso – Società Èlite S.r.l.')).toBe(
      'Comodato d’uso – Società Èlite S.r.l.docx',
    );
    expect(docxNameOf('Fattura\u202Excod.exe')).toBe('Fattura xcod.exe.docx');
    expect(docxNameOf('CON')).toBe('Documento CON.docx');
    expect(docxNameOf('e\u0301'.repeat(200))).toBe(`${'é'.repeat(150)}.docx`);
  });
});
