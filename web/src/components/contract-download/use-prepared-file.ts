import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessageOf } from '../../lib/api-error';
import type { PreparedFileAnswer } from './prepared-file';
import type { DownloadedFile } from '../../lib/api-client';

/** `checking`: the first answer is awaited; `preparing`: the server is making the file, asked again with backoff. */
export type PreparedFileState =
  | { state: 'idle' }
  | { state: 'checking' }
  | { state: 'preparing' }
  | { state: 'ready'; file: DownloadedFile }
  | { state: 'failed'; message: string };

/** The waits between two questions: from the first, growing by half each time, up to the longest. */
const PREPARED_FILE_POLLING = {
  firstWaitMs: 2000,
  growth: 1.5,
  longestWaitMs: 20_000,
  giveUpAfterMs: 5 * 60_000,
};

/**
 * A file the server makes asynchronously, asked for at `start()` (at once when `eager`) and asked again while the
 * server answers that it is being made, waiting longer each time (and at least what it asks); after five minutes it
 * gives up with `lateMessage`. `fetchFile` must keep its identity while the same file is meant (a `useCallback`).
 * No page reload: the state changes in place.
 */
export const usePreparedFile = (
  fetchFile: () => Promise<PreparedFileAnswer>,
  eager: boolean,
  lateMessage: string,
) => {
  const [prepared, setPrepared] = useState<PreparedFileState>({ state: 'idle' });
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
    let wait = PREPARED_FILE_POLLING.firstWaitMs;
    const ask = async (): Promise<void> => {
      try {
        const answer = await fetchFile();
        if (run.current !== current) return;
        if (answer.ready) return setPrepared({ state: 'ready', file: answer.file });
        if (Date.now() - startedAt > PREPARED_FILE_POLLING.giveUpAfterMs)
          return setPrepared({ state: 'failed', message: lateMessage });
        setPrepared({ state: 'preparing' });
        timer.current = window.setTimeout(() => void ask(), Math.max(wait, answer.retryAfterMs));
        wait = Math.min(wait * PREPARED_FILE_POLLING.growth, PREPARED_FILE_POLLING.longestWaitMs);
      } catch (error) {
        if (run.current === current) setPrepared({ state: 'failed', message: errorMessageOf(error) });
      }
    };
    setPrepared({ state: 'checking' });
    void ask();
  }, [fetchFile, lateMessage, stop]);

  useEffect(() => {
    if (eager) start();
    return stop;
  }, [eager, start, stop]);

  return { prepared, start };
};
