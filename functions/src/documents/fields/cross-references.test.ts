import type { Answers } from '@redigo/shared/domain/question';
import { createDocumentRenderer } from '../renderer';
import { entryText } from '../test-support/docx-fixture';
import {
  body,
  bookmarkedHeading,
  styled,
  wordLikeDocx,
  wordReference,
} from '../test-support/word-like-fixture';

/** A master as Word writes it: headings numbered by a list linked to their styles, REF fields with `_Ref` bookmarks. */
const master = wordLikeDocx(
  [
    bookmarkedHeading('Titolo1', '_Ref190001', 1, 'Oggetto'),
    styled('Titolo2', 'Il locatore ', 'concede in locazione l’immobile.'),
    body('{#recesso == "Sì"}'),
    bookmarkedHeading('Titolo1', '_Ref190002', 2, 'Recesso'),
    styled('Titolo2', 'Il conduttore può recedere.'),
    body('{/}'),
    bookmarkedHeading('Titolo1', '_Ref190003', 3, 'Canone'),
    styled('Titolo2', 'Il canone è annuo.'),
    bookmarkedHeading('Titolo2', '_Ref190004', 4, 'Il pagamento avviene per bonifico.'),
    body(
      'Si approvano gli articoli ',
      wordReference('_Ref190001', '\\n \\h', 'Art. 1'),
      ', ',
      wordReference('_Ref190003', '\\n \\h', 'Art. 3'),
      ' e la clausola ',
      wordReference('_Ref190004', '\\r \\h', '3.2'),
      '.',
    ),
  ].join(''),
);

const fieldResults = (docx: Buffer): string[] =>
  [
    ...entryText(docx, 'word/document.xml').matchAll(
      /fldCharType="separate"\/><\/w:r>([\s\S]*?)<w:fldChar w:fldCharType="end"/g,
    ),
  ].map(([, result]) =>
    [...(result ?? '').matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map(([, text]) => text).join(''),
  );

const render = (answers: Answers, docx = master) => createDocumentRenderer().render(docx, 'master', answers);

describe('cross-references in a generated document', () => {
  it('writes the numbers the articles have once a condition removed one', () => {
    expect(fieldResults(render({ recesso: 'No' }))).toEqual(['Art. 1', 'Art. 2', '2.2']);
    expect(fieldResults(render({ recesso: 'Sì' }))).toEqual(['Art. 1', 'Art. 3', '3.2']);
  });

  it('keeps the formatting Word gave the result (MERGEFORMAT) and takes the rest of its runs away', () => {
    const xml = entryText(render({ recesso: 'No' }), 'word/document.xml');

    expect(xml).toContain('<w:rPr><w:b/></w:rPr><w:t xml:space="preserve">Art. 2</w:t>');
    expect(xml).not.toContain('<w:t xml:space="preserve">. 3</w:t>');
  });

  it('asks Word nothing when every field was written', () => {
    expect(entryText(render({ recesso: 'No' }), 'word/settings.xml')).not.toContain('updateFields');
  });
});
