/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../ui/toast';
import { stubFetch } from '../../test-support/stub-fetch';
import { saveFile } from '../../lib/save-file';
import { DOWNLOAD_NOTICE, DOWNLOAD_NOTICE_MS, DownloadButton } from './download-button';

jest.mock('../../lib/save-file', () => ({ saveFile: jest.fn() }));

const renderButton = () =>
  render(
    <ToastProvider>
      <DownloadButton contract={{ id: 'c-1', name: 'Locazione – Mario Rossi', title: 'Locazione' }}>
        Download
      </DownloadButton>
    </ToastProvider>,
  );

const docx = () => ({
  status: 200,
  body: 'docx',
  headers: { 'content-disposition': 'attachment; filename="a.docx"' },
});

describe('DownloadButton', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (saveFile as jest.Mock).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('downloads at once, with a non-modal notice that stays a few seconds, then tells the outcome', async () => {
    // Prepare
    const calls = stubFetch(docx);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderButton();

    // Act
    await user.click(screen.getByRole('button', { name: 'Download' }));

    // Assess
    const notice = screen.getByRole('dialog', { name: DOWNLOAD_NOTICE });
    expect(notice).not.toHaveAttribute('aria-modal');
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'a.docx');
    expect(calls[0]?.url).toContain('/api/contract/download/c-1');
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    // No second download while the notice of the first is up.
    expect(screen.getByRole('button', { name: 'Download' })).toBeDisabled();
    expect(screen.queryByText(/Download avviato/)).not.toBeInTheDocument();

    // Act
    await act(async () => jest.advanceTimersByTime(DOWNLOAD_NOTICE_MS));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByText(/Download avviato/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeEnabled();
  });

  it('saves the file the page already fetched, without downloading it again', async () => {
    // Prepare
    const calls = stubFetch(docx);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const file = { blob: new Blob(['docx']), fileName: 'Locazione.docx' };
    render(
      <ToastProvider>
        <DownloadButton
          contract={{ id: 'c-1', name: 'Locazione – Mario Rossi', title: 'Locazione' }}
          file={file}
        >
          Download
        </DownloadButton>
      </ToastProvider>,
    );

    // Act
    await user.click(screen.getByRole('button', { name: 'Download' }));

    // Assess
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(file.blob, 'Locazione.docx'));
    expect(calls).toHaveLength(0);
  });

  it("closes the notice with 'Chiudi' and then tells the outcome", async () => {
    // Prepare
    stubFetch(docx);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Download' }));

    // Act
    const notice = screen.getByRole('dialog', { name: DOWNLOAD_NOTICE });
    await user.click(within(notice).getByRole('button', { name: 'Chiudi' }));

    // Assess
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(/Download avviato/)).toBeInTheDocument();
  });

  it('tells the error once the notice is over when the download fails', async () => {
    // Prepare
    stubFetch(() => ({
      status: 402,
      body: { message: 'Documento non ancora acquistato.', code: 'PAYMENT_REQUIRED' },
    }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderButton();

    // Act
    await user.click(screen.getByRole('button', { name: 'Download' }));
    await act(async () => jest.advanceTimersByTime(DOWNLOAD_NOTICE_MS));

    // Assess
    expect(screen.getByText('Documento non ancora acquistato.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
  });
});
