import { InvalidDocumentError } from '../errors/app-errors';
import { createDocumentRenderer } from './renderer';
import { ACTIVE_CONTENT_VARIANTS, complexField } from './test-support/active-content-fixtures';
import { buildDocx, entryText, paragraph, WORD_SETTINGS } from './test-support/docx-fixture';

const refusalOf = (render: () => Buffer): InvalidDocumentError | undefined => {
  try {
    render();
  } catch (error) {
    if (error instanceof InvalidDocumentError) return error;
    throw error;
  }
  return undefined;
};

describe('the renderer is the last guard against active and external content', () => {
  it.each(ACTIVE_CONTENT_VARIANTS.map((variant) => [variant.name, variant] as const))(
    'renders nothing from a stored master with %s: 422 INVALID_DOCUMENT naming it',
    (name, { docx, element, part }) => {
      const refused = refusalOf(() => createDocumentRenderer().render(docx(), name, { locatore: 'Anna' }));
      expect(refused?.statusCode).toBe(422);
      expect(refused?.code).toBe('INVALID_DOCUMENT');
      expect(refused?.message).toMatch(/elementi attivi o collegamenti esterni/);
      expect(refused?.errors).toContainEqual(
        expect.stringMatching(new RegExp(`^${part}: .*${element.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)),
      );
    },
  );
});

describe('updateFields only when the document has fields of its own', () => {
  it('takes away a request the master carries without fields, so Word opens it without a question', () => {
    const master = buildDocx({
      paragraphs: ['Solo testo {x}.'],
      settingsXml: WORD_SETTINGS.replace('<w:compat>', '<w:updateFields w:val="true"/><w:compat>'),
    });
    const settings = entryText(
      createDocumentRenderer().render(master, 'plain', { x: 'a' }),
      'word/settings.xml',
    );
    expect(settings).not.toContain('updateFields');
    expect(settings).toContain('<w:compat>');
  });

  it('asks for it when the document has a field only a paginating engine computes (a page reference)', () => {
    const master = buildDocx({ bodyXml: paragraph('Vedi pagina {x}') + complexField(' PAGEREF _Ref1 \\h ') });
    const settings = entryText(
      createDocumentRenderer().render(master, 'pageref', { x: 'a' }),
      'word/settings.xml',
    );
    expect(settings).toContain('<w:updateFields w:val="true"/>');
  });
});
