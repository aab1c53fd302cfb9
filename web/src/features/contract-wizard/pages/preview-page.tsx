import { useEffect, useMemo } from 'react';
import { Navigate } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { ButtonAnchor, ButtonLink } from '../../../components/ui/button';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { answersOf, turnLeavePromptOff } from '../../../lib/new-contract-store';
import { useWizardContract } from '../../../lib/wizard-contract-context';
import { usePreview } from '../api/use-preview';
import './wizard-pages.css';

const kilobytes = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

export const PreviewPage = () => {
  const contract = useWizardContract();
  const { data, error, isLoading } = usePreview(contract.id, answersOf(contract));
  const url = useMemo(() => (data ? URL.createObjectURL(data.blob) : null), [data]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);

  if (!contract.id || contract.status !== 'COMPLETED') return <Navigate to={paths.summary} replace />;
  const fileName = data?.fileName ?? `Anteprima - ${contract.title}.docx`;

  return (
    <div className="wizard-panel stack">
      <div>
        <h2>Anteprima gratuita</h2>
        <p className="muted">Scarica l'anteprima e verifica il documento prima dell'acquisto.</p>
      </div>
      {isLoading && <Loader label="Generazione dell'anteprima..." />}
      {error && <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>}
      {data && url && (
        <div className="file-card">
          <span className="file-card__icon" aria-hidden="true">
            DOCX
          </span>
          <div className="file-card__text">
            <p className="file-card__name">{fileName}</p>
            <p className="file-card__size">{kilobytes.format(data.blob.size / 1024)} KB</p>
          </div>
          <ButtonAnchor
            href={url}
            download={fileName}
            variant="secondary"
            size="sm"
            onClick={turnLeavePromptOff}
          >
            Scarica l'anteprima
          </ButtonAnchor>
        </div>
      )}
      <NotificationCard variant="info" title="Riferimenti incrociati">
        I rinvii interni del documento (numeri di articolo, di pagina, indici) potrebbero non essere
        aggiornati. Quando Word chiede di aggiornare i campi, conferma; in alternativa seleziona tutto il
        testo e premi F9.
      </NotificationCard>
      <div className="wizard-actions">
        <ButtonLink to={paths.summary} variant="outline">
          Torna al riepilogo
        </ButtonLink>
        <ButtonLink to={paths.cart}>Vai al pagamento</ButtonLink>
      </div>
    </div>
  );
};
