import PizZip from 'pizzip';
import { createDocumentRenderer } from './renderer';
import { checkTemplate } from './template-check';
import { buildDocx, documentText, entryText } from './test-support/docx-fixture';

const CONTENT_TYPES_WITH_COMMENTS =
  '<Override PartName="/word/comments.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.comments+xml"/>';

/**
 * A reviewed master as Word saves it: an insertion and a deletion by a reviewer (the deletion hides a struck
 * `}` of a tag), a formatting change, and a review comment anchored on a clause, with its comments part.
 */
const reviewed = (): Buffer => {
  const body =
    '<w:p w:rsidR="00A1"><w:r><w:t xml:space="preserve">Il canone è di </w:t></w:r>' +
    '<w:ins w:id="1" w:author="Revisore" w:date="2026-11-20T10:00:00Z"><w:r><w:t>{canone}</w:t></w:r></w:ins>' +
    '<w:del w:id="2" w:author="Revisore" w:date="2026-11-20T10:00:00Z"><w:r><w:delText>{importo}</w:delText></w:r></w:del>' +
    '<w:r><w:rPr><w:b/><w:rPrChange w:id="3" w:author="Revisore"><w:rPr/></w:rPrChange></w:rPr><w:t xml:space="preserve"> euro.</w:t></w:r></w:p>' +
    '<w:p><w:commentRangeStart w:id="0"/><w:r><w:t>Clausola sul deposito.</w:t></w:r><w:commentRangeEnd w:id="0"/>' +
    '<w:r><w:rPr><w:rStyle w:val="Rimandocommento"/></w:rPr><w:commentReference w:id="0"/></w:r></w:p>';
  const zip = new PizZip(buildDocx({ bodyXml: body }));
  zip.file(
    'word/comments.xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:comments xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:comment w:id="0" w:author="Revisore"><w:p><w:r><w:t>verificare importo con società</w:t></w:r></w:p></w:comment></w:comments>',
  );
  const types = zip.file('[Content_Types].xml')?.asText() ?? '';
  zip.file('[Content_Types].xml', types.replace('</Types>', `${CONTENT_TYPES_WITH_COMMENTS}</Types>`));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
};

const questions = [
  {
    variable: 'canone',
    question: 'Canone?',
    options: ['500', '600'],
    is_multiple_selection: false,
    required_answers: [],
  },
];

describe('generated documents carry none of the author’s revisions and comments', () => {
  it('accepts insertions, drops deletions and removes comments, keeping the package whole', () => {
    const output = createDocumentRenderer().render(reviewed(), 'reviewed', { canone: '500' });

    expect(documentText(output).split('\n')).toEqual(['Il canone è di 500 euro.', 'Clausola sul deposito.']);
    const document = entryText(output, 'word/document.xml');
    expect(document).not.toMatch(/<w:(ins|del|rPrChange|commentReference|commentRangeStart)\b/);
    expect(entryText(output, 'word/comments.xml')).not.toContain('verificare importo');
    expect(entryText(output, '[Content_Types].xml')).toContain('/word/comments.xml');
  });

  it('checks the text as it will be generated, and warns the author at upload', () => {
    const { errors, warnings } = checkTemplate({
      documents: [{ label: 'Master', buffer: reviewed() }],
      questions,
    });

    expect(errors).toEqual([]);
    expect(warnings).toContainEqual(
      expect.stringMatching(/^Master: il file contiene 1 commento e 2 revisioni\. Nei documenti generati/),
    );
  });
});
