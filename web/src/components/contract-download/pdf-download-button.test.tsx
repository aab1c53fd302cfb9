/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '../ui/toast';
import { stubFetch } from '../../test-support/stub-fetch';
import { saveFile } from '../../lib/save-file';
import { DOWNLOAD_NOTICE_MS } from './download-button';
import { PDF_LABEL, PDF_PREPARING_LABEL, PdfDownloadButton } from './pdf-download-button';

jest.mock('../../lib/save-file', () => ({ saveFile: jest.fn() }));

const PREPARING = {
  status: 202,
  body: { message: 'Il PDF del documento è in preparazione.', code: 'PDF_IN_PREPARATION' },
  headers: { 'retry-after': '1' },
};
const PDF = {
  status: 200,
  body: 'pdf',
  headers: {
    'content-type': 'application/pdf',
    'content-disposition': 'attachment; filename="Locazione.pdf"',
  },
};

/** The server makes the PDF in `waits` answers: 202 that many times, then the file. */
const serverMakingPdf = (waits: number) => stubFetch(() => (waits-- > 0 ? PREPARING : PDF));

const renderButton = (eager: boolean) =>
  render(
    <ToastProvider>
      <PdfDownloadButton
        contract={{ id: 'c-1', name: 'Locazione – Mario Rossi', title: 'Locazione' }}
        eager={eager}
      />
    </ToastProvider>,
  );

describe('PdfDownloadButton', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    (saveFile as jest.Mock).mockClear();
  });
  afterEach(() => jest.useRealTimers());

  it('on a document page, tells the PDF is being made and asks again, waiting longer each time', async () => {
    const calls = serverMakingPdf(3);
    renderButton(true);

    expect(await screen.findByRole('button', { name: PDF_PREPARING_LABEL })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/contract/download/c-1?format=pdf');
    await act(() => jest.advanceTimersByTimeAsync(1999));
    expect(calls).toHaveLength(1);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(2999));
    expect(calls).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(calls).toHaveLength(3);
    await act(() => jest.advanceTimersByTimeAsync(4500));

    const ready = screen.getByRole('button', { name: PDF_LABEL });
    expect(ready).toBeEnabled();
    expect(calls).toHaveLength(4);
    await act(() => jest.advanceTimersByTimeAsync(60_000));
    expect(calls).toHaveLength(4);

    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(ready);
    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Locazione.pdf');
    expect(calls).toHaveLength(4);
  });

  it('in a list, asks for nothing until pressed, then downloads the PDF as soon as it is made', async () => {
    const calls = serverMakingPdf(1);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderButton(false);
    await act(() => jest.advanceTimersByTimeAsync(10_000));
    expect(calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: PDF_LABEL }));
    expect(await screen.findByRole('button', { name: PDF_PREPARING_LABEL })).toBeDisabled();
    expect(saveFile).not.toHaveBeenCalled();
    await act(() => jest.advanceTimersByTimeAsync(2000));

    expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'Locazione.pdf');
    expect(screen.getByText(/Download avviato/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: PDF_LABEL })).toBeEnabled();
  });

  it("tells the server's message when the PDF cannot be made here, and lets the person try again", async () => {
    const message = 'La conversione in PDF non è attiva su questo server.';
    const calls = stubFetch(() => ({ status: 503, body: { message, code: 'SERVICE_UNAVAILABLE' } }));
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderButton(false);

    await user.click(screen.getByRole('button', { name: PDF_LABEL }));
    await act(() => jest.advanceTimersByTimeAsync(DOWNLOAD_NOTICE_MS));

    expect(screen.getByText(message)).toBeInTheDocument();
    expect(saveFile).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: PDF_LABEL }));
    expect(calls).toHaveLength(2);
  });
});
