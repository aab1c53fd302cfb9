import { useEffect, useState } from 'react';
import type { PathFinding, PathVerificationReport } from '@redigo/shared/domain/template';
import { Button } from '../../../../components/ui/button';
import { NotificationCard } from '../../../../components/ui/notification-card';
import { verifyTemplatePaths } from '../../api/verify-paths-api';
import { messagesOf, ServerErrors } from '../server-errors';
import './path-verification.css';

interface PathVerificationPanelProps {
  templateId: string;
  /** A line under the title: what is verified (the saved version, say). */
  note: string;
}

type Run =
  | { state: 'idle' }
  | { state: 'running'; startedAt: number }
  | { state: 'done'; report: PathVerificationReport }
  | { state: 'failed'; messages: string[] };

const answersText = (answers: PathFinding['answers']) =>
  Object.entries(answers)
    .map(([variable, value]) => `${variable} = ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('; ');

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

const FindingList = ({ title, findings, tone }: { title: string; findings: PathFinding[]; tone: string }) => (
  <section className={`paths__findings paths__findings--${tone}`} aria-label={title}>
    <h3 className="paths__findings-title">{title}</h3>
    <ul className="paths__list">
      {findings.map((finding) => (
        <li key={`${finding.document}-${finding.kind}-${finding.message}`} className="paths__finding">
          <p className="paths__message">{finding.message}</p>
          <p className="paths__answers">
            Risposte: {answersText(finding.answers)}
            {finding.occurrences > 1 && ` (e altri ${finding.occurrences - 1} percorsi)`}
          </p>
        </li>
      ))}
    </ul>
  </section>
);

const Report = ({ report }: { report: PathVerificationReport }) => {
  const errors = report.findings.filter(({ severity }) => severity === 'error');
  const warnings = report.findings.filter(({ severity }) => severity === 'warning');
  return (
    <div className="paths__report">
      <NotificationCard variant={errors.length > 0 ? 'error' : 'success'}>{report.summary}</NotificationCard>
      {errors.length > 0 && (
        <FindingList title={`Errori da correggere (${errors.length})`} findings={errors} tone="error" />
      )}
      {warnings.length > 0 && (
        <FindingList title={`Avvisi (${warnings.length})`} findings={warnings} tone="warning" />
      )}
    </div>
  );
};

/**
 * «Verifica tutti i percorsi»: renders the master and the preview for every path of answers and lists what would
 * reach a lawyer wrong, each with the answers that produce it. Publishing runs the same verification.
 */
export const PathVerificationPanel = ({ templateId, note }: PathVerificationPanelProps) => {
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
  return (
    <section className="paths" aria-labelledby="paths-title" aria-busy={running}>
      <div className="paths__head">
        <div>
          <h2 id="paths-title" className="paths__title">
            Verifica di tutti i percorsi
          </h2>
          <p className="paths__note">{note}</p>
        </div>
        <Button variant="outline" size="sm" onClick={() => void start()} loading={running}>
          Verifica tutti i percorsi
        </Button>
      </div>
      <div aria-live="polite">
        {running && (
          <div className="paths__progress">
            <progress aria-label="Verifica dei percorsi in corso" />
            <p>
              Sto generando il master e l’anteprima per ogni combinazione di risposte…{' '}
              {elapsed > 0 && `${elapsed} s`}
            </p>
          </div>
        )}
        {run.state === 'done' && <Report report={run.report} />}
      </div>
      {run.state === 'failed' && <ServerErrors messages={run.messages} />}
    </section>
  );
};
