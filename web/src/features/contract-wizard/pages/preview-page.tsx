import { Navigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { PreviewDownload } from '../../../components/preview/preview-download';
import { ButtonLink, NavigateButton } from '../../../components/ui/button';
import { usePreviewFile } from '../../../lib/contract-files';
import { answersOf, turnLeavePromptOff } from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';
import './wizard-pages.css';

export const PreviewPage = () => {
  const contract = useWizardContract();
  const { data, error, isLoading } = usePreviewFile(contract.id, answersOf(contract));

  if (!contract.id || contract.status !== 'COMPLETED') return <Navigate to={paths.summary} replace />;

  return (
    <div className="wizard-panel stack">
      <div>
        <h2>Anteprima gratuita</h2>
        <p className="muted">
          Leggi l'anteprima qui sotto o scaricala, e verifica il documento prima dell'acquisto.
        </p>
      </div>
      <PreviewDownload
        file={data}
        error={error}
        isLoading={isLoading}
        fallbackName={`Anteprima - ${contract.title}.docx`}
        onDownload={turnLeavePromptOff}
      />
      <div className="wizard-actions">
        <ButtonLink to={paths.summary} variant="outline">
          Torna al riepilogo
        </ButtonLink>
        <NavigateButton to={paths.cart}>Vai al pagamento</NavigateButton>
      </div>
    </div>
  );
};
