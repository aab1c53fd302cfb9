/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readDocxFacts } from '../../../components/document-view/docx-facts';
import { docxBlob } from '../../../components/document-view/test-support/docx-zip';
import { PreviewDownload } from './preview-download';

jest.mock('docx-preview', () => ({ renderAsync: jest.fn(async () => undefined) }));

const SETTINGS = (inner: string) =>
  `<w:settings xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">${inner}</w:settings>`;

const showPreview = async (settings: string) => {
  const blob = await docxBlob({ 'word/settings.xml': SETTINGS(settings) });
  render(
    <PreviewDownload
      file={{ blob, fileName: 'Anteprima.docx' }}
      error={null}
      isLoading={false}
      fallbackName="Anteprima.docx"
    />,
  );
  return blob;
};

describe('PreviewDownload', () => {
  beforeAll(() => {
    URL.createObjectURL = jest.fn(() => 'blob:anteprima');
    URL.revokeObjectURL = jest.fn();
  });

  it('warns about cross references when the document asks Word to update its fields, until «Ho capito»', async () => {
    // Prepare
    await showPreview('<w:updateFields w:val="true"/>');

    // Act
    const warning = await screen.findByRole('dialog', { name: 'Riferimenti incrociati' });
    await userEvent.click(screen.getByRole('button', { name: 'Ho capito' }));

    // Assess
    expect(warning).toHaveTextContent('solo Word può calcolare impaginandolo');
    expect(screen.queryByRole('dialog', { name: 'Riferimenti incrociati' })).not.toBeInTheDocument();
  });

  it('says nothing about cross references when the document asks Word nothing', async () => {
    // Prepare
    const blob = await showPreview('<w:documentProtection w:edit="readOnly" w:enforcement="1"/>');

    // Act: the page has read the document (once per file, the same reading)
    await readDocxFacts(blob);
    await screen.findByRole('link', { name: "Scarica l'anteprima" });

    // Assess
    expect(screen.queryByRole('dialog', { name: 'Riferimenti incrociati' })).not.toBeInTheDocument();
  });
});
