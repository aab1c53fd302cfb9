import PizZip from 'pizzip';
import { activeContentOfPackage } from './active-content';
import { uploadWithoutAttachedTemplate } from './attached-template';
import { compileMaster } from './compiled-master';
import { withAttachedTemplate } from './test-support/active-content-fixtures';
import { buildDocx } from './test-support/docx-fixture';
import { xmlProblem } from './xml-well-formed';

const part = (docx: Buffer, name: string): string | undefined => new PizZip(docx).file(name)?.asText();

const TARGETS = [
  '\\\\server\\modelli\\Studio.dotx',
  'file:///C:\\Users\\Avvocato\\Modelli\\Studio.dotx',
  'http://modelli.example/contratto.dotm',
];

describe('a template the document is attached to', () => {
  it.each(TARGETS)('is taken out at upload, whatever its target: %s', (target) => {
    const uploaded = withAttachedTemplate(target);
    expect(part(uploaded, 'word/settings.xml')).toMatch(/<w:attachedTemplate\b/);

    const { docx, targets } = uploadWithoutAttachedTemplate(uploaded);

    expect(targets).toEqual([target]);
    expect(part(docx, 'word/settings.xml')).not.toMatch(/attachedTemplate/);
    expect(part(docx, 'word/settings.xml')).toMatch(/<w:zoom w:percent="100"\/>/);
    // The relationships part is left empty and valid; nothing else in the package changes.
    const rels = part(docx, 'word/_rels/settings.xml.rels') ?? '';
    expect(rels).not.toMatch(/<Relationship\b/);
    expect(xmlProblem(rels)).toBeNull();
    expect(xmlProblem(part(docx, 'word/settings.xml') ?? '')).toBeNull();
    expect(Object.keys(new PizZip(docx).files).sort()).toEqual(
      Object.keys(new PizZip(uploaded).files).sort(),
    );
    expect(activeContentOfPackage(docx)).toEqual([]);
  });

  it('leaves a document without one byte for byte as it is', () => {
    const docx = buildDocx({ paragraphs: ['Contratto {locatore}.'] });

    const cleaned = uploadWithoutAttachedTemplate(docx);

    expect(cleaned.targets).toEqual([]);
    expect(cleaned.docx).toBe(docx);
  });

  it('is taken out at render from a document stored with one', () => {
    const stored = withAttachedTemplate('\\\\server\\modelli\\Studio.dotx');

    const rendered = compileMaster(stored).render({ locatore: 'Mario Rossi' });

    expect(part(rendered, 'word/settings.xml')).not.toMatch(/attachedTemplate/);
    expect(part(rendered, 'word/_rels/settings.xml.rels')).not.toMatch(/Studio\.dotx/);
    expect(part(rendered, 'word/document.xml')).toContain('Contratto Mario Rossi.');
  });
});
