import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { PreviewDownload } from '../../../components/preview/preview-download';
import { Button, ButtonLink } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { answersOf, clearNewContract } from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';
import { downloadTestDocument, useTestPreview } from '../api/templates-api';

/**
 * The test run's last step: the preview filled with the answers, as a lawyer gets it (size and download), then
 * the full document filled with them, downloaded with 'Scarica il documento DOCX', and back to the list.
 */
export const TemplateTestPreviewPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const contract = useWizardContract();
  const preview = useTestPreview(contract.type, answersOf(contract));
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
          L'anteprima compilata con le {contract.steps.length} risposte date, come la vede l'avvocato prima
          dell'acquisto, e con «Scarica il documento DOCX» il documento completo, come lo riceverà chi lo
          acquista.
        </p>
      </div>
      <PreviewDownload
        file={preview.data}
        error={preview.error}
        isLoading={preview.isLoading}
        fallbackName={`Anteprima - ${contract.title}.docx`}
      />
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
