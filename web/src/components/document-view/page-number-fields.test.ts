import { PAGE_NUMBER_FOOTER } from './test-support/docx-zip';
import { withoutPageNumberFields } from './page-number-fields';

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';

describe('withoutPageNumberFields', () => {
  it('takes away a «Pagina … di …» line, simple and complex fields alike, and keeps the other lines', () => {
    const shown = withoutPageNumberFields(PAGE_NUMBER_FOOTER);

    expect(shown).not.toContain('Pagina');
    expect(shown).not.toContain('PAGE');
    expect(shown).toContain('Studio Legale Rossi');
  });

  it('keeps a line with more to say than the page number, without the number', () => {
    const footer = `<w:ftr ${W}><w:p><w:r><w:t>Contratto di locazione ad uso abitativo, pagina </w:t></w:r><w:fldSimple w:instr=" PAGE "><w:r><w:t>4</w:t></w:r></w:fldSimple></w:p></w:ftr>`;

    expect(withoutPageNumberFields(footer)).toBe(
      `<w:ftr ${W}><w:p><w:r><w:t>Contratto di locazione ad uso abitativo, pagina </w:t></w:r></w:p></w:ftr>`,
    );
  });

  it('leaves a part without page numbers as it is, other fields included', () => {
    const header = `<w:hdr ${W}><w:p><w:fldSimple w:instr=" REF _Ref1 \\h "><w:r><w:t>Art. 2</w:t></w:r></w:fldSimple></w:p></w:hdr>`;

    expect(withoutPageNumberFields(header)).toBe(header);
  });
});
