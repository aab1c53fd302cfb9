import type { PathFinding, PathVerificationReport } from '@redigo/shared/domain/template';
import { NotificationCard } from '../../../../components/ui/notification-card';
import './path-verification.css';

const answersText = (answers: PathFinding['answers']) =>
  Object.entries(answers)
    .map(([variable, value]) => `${variable} = ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('; ');

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

/** The verification's summary, then its errors and its warnings, each with the answers that produce it. */
export const PathReport = ({ report }: { report: PathVerificationReport }) => {
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
