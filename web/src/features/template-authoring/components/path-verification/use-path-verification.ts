import { useEffect, useState } from 'react';
import type { PathVerificationReport } from '@redigo/shared/domain/template';
import { verifyTemplatePaths } from '../../api/verify-paths-api';
import { messagesOf } from '../server-errors';

/** Where the verification stands: not run, running (since when), its report, or its failure's messages. */
type Run =
  | { state: 'idle' }
  | { state: 'running'; startedAt: number }
  | { state: 'done'; report: PathVerificationReport }
  | { state: 'failed'; messages: string[] };

/** Seconds since the run started, ticking while it runs. */
const useElapsedSeconds = (startedAt: number | null): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (startedAt === null) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startedAt]);
  return startedAt === null ? 0 : Math.max(0, Math.floor((now - startedAt) / 1000));
};

/** «Verifica tutti i percorsi» of a template: the run, its report, and the seconds it has been running. */
export const usePathVerification = (templateId: string) => {
  const [run, setRun] = useState<Run>({ state: 'idle' });
  const elapsed = useElapsedSeconds(run.state === 'running' ? run.startedAt : null);
  const start = async () => {
    setRun({ state: 'running', startedAt: Date.now() });
    try {
      setRun({ state: 'done', report: await verifyTemplatePaths(templateId) });
    } catch (error) {
      setRun({ state: 'failed', messages: messagesOf(error) });
    }
  };
  const running = run.state === 'running';
  return { run, running, elapsed, start };
};
