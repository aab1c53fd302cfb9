/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../ui/toast';
import { stubFetch } from '../../test-support/stub-fetch';
import { DownloadButton } from './download-button';

jest.mock('../../lib/save-file', () => ({ saveFile: jest.fn() }));

const renderButton = () =>
  render(
    <ToastProvider>
      <DownloadButton contract={{ id: 'c-1', title: 'Locazione' }}>Download</DownloadButton>
    </ToastProvider>,
  );

describe('DownloadButton', () => {
  it('says the download starts soon, then that it started', async () => {
    // Prepare
    let answer: (value: void) => void = () => undefined;
    const replied = new Promise<void>((resolve) => (answer = resolve));
    stubFetch(() => ({
      status: 200,
      body: 'docx',
      headers: { 'content-disposition': 'attachment; filename="a.docx"' },
    }));
    const fetchMock = global.fetch as jest.Mock;
    const reply = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (...args: unknown[]) => {
      await replied;
      return reply?.(...args);
    });
    renderButton();

    // Act
    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    // Assess
    expect(screen.getByText('Il download del documento inizierà a breve...')).toBeInTheDocument();
    answer();
    expect(await screen.findByText(/Download avviato/)).toBeInTheDocument();
    expect(screen.queryByText('Il download del documento inizierà a breve...')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toContain('/api/contract/download/c-1');
  });

  it('replaces the notice with the error when the download fails', async () => {
    stubFetch(() => ({
      status: 402,
      body: { message: 'Documento non ancora acquistato.', code: 'PAYMENT_REQUIRED' },
    }));
    renderButton();

    await userEvent.click(screen.getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('Documento non ancora acquistato.')).toBeInTheDocument();
    expect(screen.queryByText('Il download del documento inizierà a breve...')).not.toBeInTheDocument();
  });
});
