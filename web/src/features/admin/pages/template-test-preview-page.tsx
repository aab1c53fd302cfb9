import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { Button, ButtonLink } from '../../../components/ui/button';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { answersOf, clearNewContract } from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';
import { downloadTestDocument } from '../api/templates-api';

/** The test run's last step: the full document filled with the answers, downloaded, then back to the list. */
export const TemplateTestPreviewPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const contract = useWizardContract();
  const [busy, setBusy] = useState(false);
  if (!contract.finished) return <Navigate to={paths.templateTestSummary} replace />;

  const download = async () => {
    setBusy(true);
    try {
      await downloadTestDocument(contract.type, contract.title, answersOf(contract));
      clearNewContract();
      navigate(paths.templatesCreated);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <div>
        <h2>Anteprima</h2>
        <p className="muted">
          Il documento completo, compilato con le {contract.steps.length} risposte date, come lo riceverà chi
          lo acquista. Il download inizia appena il documento è pronto.
        </p>
      </div>
      <NotificationCard variant="info" title="Riferimenti incrociati">
        I rinvii interni del documento (numeri di articolo, di pagina, indici) potrebbero non essere
        aggiornati. Quando Word chiede di aggiornare i campi, conferma; in alternativa seleziona tutto il
        testo e premi F9.
      </NotificationCard>
      <div className="test-flow__actions">
        <ButtonLink to={paths.templateTestSummary} variant="outline">
          Torna al riepilogo
        </ButtonLink>
        <Button onClick={() => void download()} loading={busy}>
          Scarica il documento DOCX
        </Button>
      </div>
    </div>
  );
};
