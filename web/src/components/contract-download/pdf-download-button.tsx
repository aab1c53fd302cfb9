import { useEffect, useState } from 'react';
import type { Contract } from '@redigo/shared/domain/contract';
import { Button, type ButtonSize } from '../ui/button';
import { useToast } from '../ui/toast';
import { saveFile } from '../../lib/save-file';
import { DownloadButton } from './download-button';
import { useContractPdf } from './use-contract-pdf';
import './pdf-download.css';

export const PDF_LABEL = 'Scarica PDF';
export const PDF_PREPARING_LABEL = 'PDF in preparazione';

interface PdfDownloadButtonProps {
  contract: Pick<Contract, 'id' | 'name' | 'title'>;
  /**
   * Ask for the PDF as soon as the button shows (a document's page, right after the purchase too), so that it
   * tells «PDF in preparazione» until the file is there; in a list the PDF is asked for on the first press.
   */
  eager?: boolean;
  size?: ButtonSize;
}

/**
 * «Scarica PDF»: the purchased document as a PDF/A. While the server is making it the button is busy and reads
 * «PDF in preparazione», asking again with backoff; a press before the file is there downloads it as soon as it
 * is. Once fetched, the file is saved as the .docx is (DownloadButton: the notice, then the outcome).
 */
export const PdfDownloadButton = ({ contract, eager = false, size = 'sm' }: PdfDownloadButtonProps) => {
  const toast = useToast();
  const { pdf, start } = useContractPdf(contract.id, eager);
  const [pressed, setPressed] = useState(false);

  useEffect(() => {
    if (!pressed) return;
    if (pdf.state === 'ready') {
      saveFile(pdf.file.blob, pdf.file.fileName ?? `${contract.name || contract.title}.pdf`);
      toast.success('Download avviato: trovi il PDF tra i file scaricati.');
      setPressed(false);
    } else if (pdf.state === 'failed') {
      toast.error(pdf.message);
      setPressed(false);
    }
  }, [pressed, pdf, contract.name, contract.title, toast]);

  if (pdf.state === 'ready' && !pressed)
    return (
      <DownloadButton contract={contract} file={pdf.file} size={size}>
        {PDF_LABEL}
      </DownloadButton>
    );
  const preparing = pdf.state === 'preparing';
  const press = () => {
    setPressed(true);
    if (pdf.state !== 'checking' && !preparing) start();
  };
  return (
    <span className="pdf-download" aria-live="polite">
      <Button variant="secondary" size={size} loading={pdf.state === 'checking' || preparing} onClick={press}>
        {preparing ? PDF_PREPARING_LABEL : PDF_LABEL}
      </Button>
      {pdf.state === 'failed' && !pressed && eager && (
        <span className="pdf-download__note">{pdf.message}</span>
      )}
    </span>
  );
};
