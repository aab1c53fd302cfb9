import type { Contract } from '@redigo/shared/domain/contract';
import { DownloadButton } from './download-button';
import { PdfDownloadButton } from './pdf-download-button';
import { NavigateButton } from '../ui/button';

/**
 * A completed document's buttons in a list: «Apri dettaglio» opens its page; once it is paid for, «Download»
 * (the .docx) and, with `pdf` (the lawyer's archive), «Scarica PDF», which asks for the PDF only when pressed.
 */
export const DocumentActions = ({
  contract,
  detail,
  pdf = false,
  downloads = true,
}: {
  contract: Contract;
  detail: string;
  pdf?: boolean;
  /** false: no download (a studio's collaboratore may not download a bought document). */
  downloads?: boolean;
}) => (
  <>
    <NavigateButton to={detail} variant="outline" size="sm">
      Apri dettaglio
    </NavigateButton>
    {contract.paymentId && downloads && (
      <>
        <DownloadButton contract={contract}>Download</DownloadButton>
        {pdf && <PdfDownloadButton contract={contract} />}
      </>
    )}
  </>
);
