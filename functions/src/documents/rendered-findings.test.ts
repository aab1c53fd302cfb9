import { buildDocx, paragraph } from './test-support/docx-fixture';
import { inspectRendered } from './rendered-findings';

const inspect = (bodyXml: string) => inspectRendered(buildDocx({ bodyXml }), ['nome', 'tipo']);

describe('what a rendered document shows that its author did not mean', () => {
  it('finds nothing in a clean document', () => {
    expect(inspect(paragraph('Il conduttore Mario Rossi {non una domanda}.'))).toEqual([]);
  });

  it("finds a questionnaire's tag left as text, and words a missing value prints", () => {
    expect(
      inspect(
        paragraph('Gentile {nome},') +
          paragraph('Tipo: {#tipo == "A"}') +
          paragraph('Importo NaN, nota undefined'),
      ),
    ).toEqual([
      { kind: 'leftover_tag', detail: '{nome}' },
      { kind: 'leftover_tag', detail: '{#tipo == "A"}' },
      { kind: 'undefined_text', detail: 'NaN' },
    ]);
  });

  it('counts paragraphs left emptied by a condition (kept for a bookmark)', () => {
    const kept =
      '<w:p><w:bookmarkStart w:id="1" w:name="_Ref1"/><w:r><w:t/></w:r><w:bookmarkEnd w:id="1"/></w:p>';
    expect(inspect(kept + paragraph('Testo') + '<w:p/>')).toEqual([{ kind: 'empty_paragraph', count: 1 }]);
  });

  it('finds cross-references, simple or complex, whose bookmark is gone', () => {
    const complex =
      '<w:p><w:r><w:fldChar w:fldCharType="begin"/></w:r><w:r><w:instrText xml:space="preserve"> PAGEREF </w:instrText></w:r><w:r><w:instrText>_Ref22 \\h</w:instrText></w:r><w:r><w:fldChar w:fldCharType="separate"/></w:r><w:r><w:t>3</w:t></w:r><w:r><w:fldChar w:fldCharType="end"/></w:r></w:p>';
    const simple =
      '<w:p><w:fldSimple w:instr=" REF _Ref33 \\r \\h "><w:r><w:t>2</w:t></w:r></w:fldSimple></w:p>';
    const present =
      '<w:p><w:bookmarkStart w:id="3" w:name="_Ref33"/><w:r><w:t>Art. 2</w:t></w:r><w:bookmarkEnd w:id="3"/></w:p>';
    const page = '<w:p><w:fldSimple w:instr=" PAGE "><w:r><w:t>1</w:t></w:r></w:fldSimple></w:p>';
    expect(inspect(present + complex + simple + page)).toEqual([
      { kind: 'broken_reference', detail: '_Ref22' },
    ]);
  });
});
