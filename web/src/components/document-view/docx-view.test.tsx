/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { renderAsync } from 'docx-preview';
import { DocxView } from './docx-view';
import { docxBlob, watermarkHeader } from './test-support/docx-zip';

jest.mock('docx-preview', () => ({ renderAsync: jest.fn() }));

const renderDocx = renderAsync as jest.Mock;
const docx = new Blob(['docx']);

describe('DocxView', () => {
  beforeEach(() => renderDocx.mockReset());

  it('says it is loading, then shows the rendered document in a named region', async () => {
    // Prepare
    renderDocx.mockImplementation(async (_file: Blob, container: HTMLElement) => {
      container.innerHTML =
        '<div class="docx-wrapper"><section class="docx"><p>Art. 1 – Oggetto</p></section></div>';
    });

    // Act
    render(<DocxView file={docx} />);

    // Assess
    const region = screen.getByRole('region', { name: 'Anteprima del documento' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('status')).toHaveTextContent("Caricamento dell'anteprima…");
    expect(await screen.findByText('Art. 1 – Oggetto')).toBeVisible();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(renderDocx).toHaveBeenCalledWith(docx, expect.any(HTMLElement), undefined, expect.any(Object));
  });

  it('puts in the page no link whose scheme is not http, https or mailto', async () => {
    // Prepare
    renderDocx.mockImplementation(async (_file: Blob, container: HTMLElement) => {
      container.innerHTML =
        '<section class="docx"><p><a href="javascript:alert(document.domain)">Condizioni</a> e <a href="https://www.example.it/">sito</a></p></section>';
    });

    // Act
    render(<DocxView file={docx} />);

    // Assess
    expect(await screen.findByText('Condizioni')).not.toHaveAttribute('href');
    expect(screen.getByRole('link', { name: 'sito' })).toHaveAttribute('href', 'https://www.example.it/');
    expect(document.body.innerHTML).not.toContain('javascript:');
  });

  it('says in Italian that the document cannot be shown when docx-preview fails', async () => {
    // Prepare
    renderDocx.mockRejectedValue(new Error('not a zip'));

    // Act
    render(<DocxView file={docx} />);

    // Assess
    expect(await screen.findByRole('alert')).toHaveTextContent(/Puoi comunque scaricarlo/);
  });

  it('says so too when the document could not be fetched, without rendering anything', () => {
    // Act
    render(<DocxView file={undefined} error={new Error('503')} />);

    // Assess
    expect(screen.getByRole('alert')).toHaveTextContent('Non è stato possibile mostrare il documento');
    expect(renderDocx).not.toHaveBeenCalled();
  });

  it('draws the watermark on every page and the list numbers in their text’s font', async () => {
    // Prepare
    const preview = await docxBlob({ 'word/header1.xml': watermarkHeader('ANTEPRIMA') });
    renderDocx.mockImplementation(async (_file: Blob, container: HTMLElement) => {
      container.innerHTML =
        '<div class="docx-wrapper"><section class="docx"><p class="docx-num-1-0">' +
        '<span style="font-family: &quot;Times New Roman&quot;; font-weight: 700">– Oggetto</span></p></section>' +
        '<section class="docx"><p>Fine</p></section></div>';
    });

    // Act
    render(<DocxView file={preview} />);

    // Assess
    const heading = await screen.findByText('– Oggetto');
    const pages = Array.from(document.querySelectorAll<HTMLElement>('section.docx'));
    expect(pages.map((page) => page.dataset.watermark)).toEqual(['ANTEPRIMA', 'ANTEPRIMA']);
    expect(heading.parentElement).toHaveStyle({ fontFamily: '"Times New Roman"', fontWeight: '700' });
  });

  it('draws no watermark on a document without one', async () => {
    // Prepare
    renderDocx.mockImplementation(async (_file: Blob, container: HTMLElement) => {
      container.innerHTML = '<div class="docx-wrapper"><section class="docx"><p>Art. 1</p></section></div>';
    });

    // Act
    render(<DocxView file={await docxBlob({})} />);

    // Assess
    await screen.findByText('Art. 1');
    expect(document.querySelector('section.docx')).not.toHaveAttribute('data-watermark');
  });
});
