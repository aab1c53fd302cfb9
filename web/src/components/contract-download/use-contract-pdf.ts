import { useCallback, useEffect, useRef, useState } from 'react';
import type { DownloadedFile } from '../../lib/api-client';
import { errorMessageOf } from '../../lib/api-error';
import { fetchContractPdf } from './contract-pdf';

/** `checking`: the first answer is awaited; `preparing`: the server is making the PDF, asked again with backoff. */
export type ContractPdfState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'preparing' }
  | { state: 'ready'; file: DownloadedFile }
  | { state: 'failed'; message: string };

/** The waits between two questions: from the first, growing by half each time, up to the longest. */
const PDF_POLLING = {
  firstWaitMs: 2000,
  growth: 1.5,
  longestWaitMs: 20_000,
  giveUpAfterMs: 5 * 60_000,
};

const PDF_LATE_MESSAGE =
  'Il PDF non è ancora pronto. Riprova tra qualche minuto: il documento DOCX è già disponibile.';

/**
 * A purchased document's PDF, asked for at `start()` (at once when `eager`) and asked again while the server
 * answers that it is being made, waiting longer each time (and at least what it asks); after five minutes it
 * gives up with a message. No page reload: the state changes in place.
 */
export const useContractPdf = (contractId: string, eager: boolean) => {
  const [pdf, setPdf] = useState<ContractPdfState>({ state: 'idle' });
  const run = useRef(0);
  const timer = useRef<number | undefined>(undefined);

  const stop = useCallback(() => {
    run.current += 1;
    window.clearTimeout(timer.current);
  }, []);

  const start = useCallback(() => {
    stop();
    const current = run.current;
    const startedAt = Date.now();
    let wait = PDF_POLLING.firstWaitMs;
    const ask = async (): Promise<void> => {
      try {
        const answer = await fetchContractPdf(contractId);
        if (run.current !== current) return;
        if (answer.ready) return setPdf({ state: 'ready', file: answer.file });
        if (Date.now() - startedAt > PDF_POLLING.giveUpAfterMs)
          return setPdf({ state: 'failed', message: PDF_LATE_MESSAGE });
        setPdf({ state: 'preparing' });
        timer.current = window.setTimeout(() => void ask(), Math.max(wait, answer.retryAfterMs));
        wait = Math.min(wait * PDF_POLLING.growth, PDF_POLLING.longestWaitMs);
      } catch (error) {
        if (run.current === current) setPdf({ state: 'failed', message: errorMessageOf(error) });
      }
    };
    setPdf({ state: 'checking' });
    void ask();
  }, [contractId, stop]);

  useEffect(() => {
    if (eager) start();
    return stop;
  }, [eager, start, stop]);

  return { pdf, start };
};
