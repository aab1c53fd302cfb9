import { complexField } from './test-support/active-content-fixtures';
import { refusedFields, refusedInstruction } from './field-instructions';

const simple = (instruction: string) =>
  `<w:p><w:fldSimple w:instr="${instruction}"><w:r><w:t>x</w:t></w:r></w:fldSimple></w:p>`;

describe('refused fields', () => {
  it.each(['DDE', 'DDEAUTO', 'INCLUDEPICTURE', 'INCLUDETEXT', 'LINK', 'IMPORT'])(
    'names %s, in any case',
    (name) => {
      expect(refusedInstruction(` ${name.toLowerCase()} "x" `)).toBe(`un campo ${name}`);
      expect(refusedFields(simple(` ${name} &quot;x&quot; `))).toEqual([`un campo ${name}`]);
    },
  );

  it('leaves the fields Word computes alone', () => {
    const xml = [
      simple(' PAGE '),
      complexField(' REF _Ref1 \\h '),
      complexField(' PAGEREF _Ref1 '),
      complexField(' TOC \\o "1-3" '),
      complexField(' HYPERLINK "https://www.example.it" '),
      complexField(' HYPERLINK \\l "_Ref1" '),
      complexField(' LINKED '),
    ].join('');
    expect(refusedFields(xml)).toEqual([]);
  });

  it('reads an instruction across the runs Word splits it into, with entities and CDATA', () => {
    expect(refusedFields(complexField(' D', 'D', 'E', 'AUTO c:\\\\x.exe '))).toEqual(['un campo DDEAUTO']);
    expect(refusedFields(complexField(' &#68;&#x44;EAUTO x '))).toEqual(['un campo DDEAUTO']);
    expect(refusedFields(complexField('<![CDATA[ INCLUDE]]>', 'TEXT "x"'))).toEqual(['un campo INCLUDETEXT']);
  });

  it('reads markup in any namespace prefix', () => {
    const xml =
      '<x:p xmlns:x="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><x:r><x:fldChar x:fldCharType="begin"/></x:r><x:r><x:instrText> DDE x</x:instrText></x:r><x:r><x:fldChar x:fldCharType="end"/></x:r></x:p>';
    expect(refusedFields(xml)).toEqual(['un campo DDE']);
    expect(refusedFields('<q:fldSimple q:instr=" IMPORT x "/>')).toEqual(['un campo IMPORT']);
  });

  it('reads nested fields on their own, and refuses a field whose name another field computes', () => {
    const run = (inner: string) => `<w:r>${inner}</w:r>`;
    const char = (type: string) => run(`<w:fldChar w:fldCharType="${type}"/>`);
    const instruction = (text: string) => run(`<w:instrText>${text}</w:instrText>`);
    const nested = [
      char('begin'),
      instruction(' IF 1 = 1 "'),
      char('begin'),
      instruction(' DDEAUTO x '),
      char('separate'),
      char('end'),
      instruction('" "no" '),
      char('separate'),
      char('end'),
    ].join('');
    expect(refusedFields(nested)).toEqual(['un campo DDEAUTO']);
    const computed =
      '<w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText> QUOTE 68 68 69 </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r><w:r><w:instrText> c:\\x.exe </w:instrText></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r>';
    expect(refusedFields(computed)).toEqual(['un campo il cui nome è prodotto da un altro campo']);
  });

  it('refuses a HYPERLINK field to a scheme other than http, https and mailto', () => {
    expect(refusedFields(complexField(' HYPERLINK "javascript:alert(1)" '))).toEqual([
      'un collegamento ipertestuale con indirizzo «javascript:»',
    ]);
    expect(refusedFields(simple(' HYPERLINK \\o &quot;x&quot; &quot;\\\\host\\share&quot; '))).toEqual([
      'un collegamento a una cartella di rete (\\\\server\\cartella)',
    ]);
  });
});
