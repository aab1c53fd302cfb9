import { useEffect, useMemo, useState } from 'react';
import type { DownloadedFile } from '../../../lib/api-client';
import { errorMessageOf } from '../../../lib/api-error';
import { DocxView } from '../../../components/document-view/docx-view';
import { useAsksToUpdateFields } from '../../../components/document-view/use-docx-render';
import { ButtonAnchor } from '../../../components/ui/button';
import { Loader } from '../../../components/ui/feedback';
import { NoticeDialog } from '../../../components/ui/notice-dialog';
import { NotificationCard } from '../../../components/ui/notification-card';
import './preview-download.css';

const kilobytes = new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1, minimumFractionDigits: 1 });

/** The size of a file in KB as the preview shows it, e.g. '12,4 KB'. */
const formatKilobytes = (bytes: number): string => `${kilobytes.format(bytes / 1024)} KB`;

interface PreviewDownloadProps {
  /** The preview .docx, once loaded. */
  file: DownloadedFile | undefined;
  error: unknown;
  isLoading: boolean;
  /** The name to save it under when the server gives none. */
  fallbackName: string;
  /** Called as the download link is clicked. */
  onDownload?: () => void;
}

/**
 * The preview step's document: a card with the preview's name, its size in KB and a download link, the preview
 * itself shown in the page, and, only when the document asks Word to update its fields (one only Word's layout can
 * compute, such as a page reference), the warning about them, as a non-modal dialog that 'Ho capito' dismisses.
 */
export const PreviewDownload = ({
  file,
  error,
  isLoading,
  fallbackName,
  onDownload,
}: PreviewDownloadProps) => {
  const [dismissed, setDismissed] = useState(false);
  const warning = useAsksToUpdateFields(file?.blob) && !dismissed;
  const url = useMemo(() => (file ? URL.createObjectURL(file.blob) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const fileName = file?.fileName ?? fallbackName;

  return (
    <>
      {isLoading && <Loader label="Generazione dell'anteprima..." />}
      {Boolean(error) && <NotificationCard variant="error">{errorMessageOf(error)}</NotificationCard>}
      {file && url && (
        <div className="file-card">
          <span className="file-card__icon" aria-hidden="true">
            DOCX
          </span>
          <div className="file-card__text">
            <p className="file-card__name">{fileName}</p>
            <p className="file-card__size">{formatKilobytes(file.blob.size)}</p>
          </div>
          <ButtonAnchor href={url} download={fileName} variant="secondary" size="sm" onClick={onDownload}>
            Scarica l'anteprima
          </ButtonAnchor>
        </div>
      )}
      {file && <DocxView file={file.blob} />}
      {warning && (
        <NoticeDialog
          title="Riferimenti incrociati"
          closeLabel="Ho capito"
          onClose={() => setDismissed(true)}
        >
          <p>
            Il documento contiene rinvii che solo Word può calcolare impaginandolo (numeri di pagina, indici).
            Quando Word chiede di aggiornare i campi, conferma; in alternativa seleziona tutto il testo e
            premi F9. Gli altri rinvii, come i numeri degli articoli, sono già aggiornati.
          </p>
        </NoticeDialog>
      )}
    </>
  );
};
