import { Button } from '../../../../components/ui/button';
import { ServerErrors } from '../server-errors';
import { PathReport } from './path-report';
import { usePathVerification } from './use-path-verification';
import './path-verification.css';

interface PathVerificationPanelProps {
  templateId: string;
  /** A line under the title: what is verified (the saved version, say). */
  note: string;
}

/**
 * «Verifica tutti i percorsi»: renders the master and the preview for every path of answers and lists what would
 * reach a lawyer wrong, each with the answers that produce it. Publishing runs the same verification.
 */
export const PathVerificationPanel = ({ templateId, note }: PathVerificationPanelProps) => {
  const { run, running, elapsed, start } = usePathVerification(templateId);
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
        {run.state === 'done' && <PathReport report={run.report} />}
      </div>
      {run.state === 'failed' && <ServerErrors messages={run.messages} />}
    </section>
  );
};
