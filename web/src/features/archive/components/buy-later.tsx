import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Contract } from '@redigo/shared/domain/contract';
import { paths } from '@redigo/shared/paths';
import { Button } from '../../../components/ui/button';
import { useToast } from '../../../components/ui/toast';
import { apiBlob, type DownloadedFile } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/api-error';
import { reopenCompletedContract } from '../../questionnaire';
import { saveFile } from '../../../lib/save-file';
import { AskALawyer } from '../../../components/studio/ask-a-lawyer';

/**
 * A completed contract that was not bought: its free preview (`preview`, when the page already fetched it, is
 * saved as it is), and 'Acquista', which opens its cart with the answers already given (the lawyer buys later
 * without answering again).
 */
export const BuyLater = ({
  contract,
  preview,
  mayBuy = true,
}: {
  contract: Contract;
  preview?: DownloadedFile;
  /** false for a studio's collaboratore: the preview, and whom to ask for the purchase instead of 'Acquista'. */
  mayBuy?: boolean;
}) => {
  const navigate = useNavigate();
  const toast = useToast();
  const [busy, setBusy] = useState<'preview' | 'buy' | null>(null);

  const downloadPreview = async () => {
    setBusy('preview');
    try {
      const file =
        preview ??
        (await apiBlob({ method: 'GET', route: '/contract/preview/{id}', params: { id: contract.id } }));
      saveFile(file.blob, file.fileName ?? `Anteprima - ${contract.name || contract.title}.docx`);
    } catch (error) {
      toast.error(errorMessageOf(error));
    } finally {
      setBusy(null);
    }
  };

  const buy = async () => {
    setBusy('buy');
    try {
      const reopened = await reopenCompletedContract(contract);
      void navigate(reopened.finished ? paths.cart : paths.survey);
    } catch (error) {
      toast.error(errorMessageOf(error));
      setBusy(null);
    }
  };

  return (
    <div className="detail__buy-later">
      <p className="muted">
        {mayBuy
          ? 'Il documento è completo ma non è stato ancora acquistato: puoi scaricarne l’anteprima gratuita o acquistarlo ora, senza rispondere di nuovo alle domande.'
          : 'Il documento è completo ma non è stato ancora acquistato: puoi scaricarne l’anteprima gratuita.'}
      </p>
      <div className="detail__actions">
        <Button variant="outline" size="md" onClick={downloadPreview} disabled={busy !== null}>
          {busy === 'preview' ? 'Download in corso...' : "Scarica l'anteprima"}
        </Button>
        {mayBuy && (
          <Button size="md" onClick={buy} disabled={busy !== null}>
            {busy === 'buy' ? 'Apertura del carrello...' : 'Acquista'}
          </Button>
        )}
      </div>
      {!mayBuy && <AskALawyer />}
    </div>
  );
};
