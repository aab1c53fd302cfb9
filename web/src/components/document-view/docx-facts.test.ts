/** @jest-environment jsdom */
import JSZip from 'jszip';
import { readDocxFacts } from './docx-facts';
import { docxBlob, PAGE_NUMBER_FOOTER, watermarkHeader } from './test-support/docx-zip';

const SETTINGS = (inner: string) =>
  `<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${inner}</w:settings>`;

describe('readDocxFacts', () => {
  it('reads a preview: its watermark, no request to update fields, the page numbers out of its footer', async () => {
    const file = await docxBlob({
      'word/settings.xml': SETTINGS('<w:documentProtection w:edit="readOnly" w:enforcement="1"/>'),
      'word/header1.xml': watermarkHeader('ANTEPRIMA'),
      'word/footer1.xml': PAGE_NUMBER_FOOTER,
    });

    const facts = await readDocxFacts(file);

    expect(facts.watermark).toBe('ANTEPRIMA');
    expect(facts.asksToUpdateFields).toBe(false);
    const footer = await (await JSZip.loadAsync(facts.file)).file('word/footer1.xml')?.async('string');
    expect(footer).toContain('Studio Legale Rossi');
    expect(footer).not.toContain('Pagina');
  });

  it('sees a document that asks Word to update its fields, and leaves one without page numbers as it is', async () => {
    const file = await docxBlob({ 'word/settings.xml': SETTINGS('<w:updateFields w:val="true"/>') });

    const facts = await readDocxFacts(file);

    expect(facts).toEqual({ file, asksToUpdateFields: true, watermark: null });
  });

  it('leaves what is not a .docx to docx-preview, and reads each file once', async () => {
    const file = new Blob(['non è uno zip']);

    const facts = readDocxFacts(file);

    expect(readDocxFacts(file)).toBe(facts);
    expect(await facts).toEqual({ file, asksToUpdateFields: false, watermark: null });
  });
});
