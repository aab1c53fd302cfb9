import type { Contract } from '@redigo/shared/domain/contract';
import { DownloadButton } from './download-button';
import { NavigateButton } from '../ui/button';

/** A completed document's buttons in a list: «Apri dettaglio» opens its page, «Download» once it is paid for. */
export const DocumentActions = ({ contract, detail }: { contract: Contract; detail: string }) => (
  <>
    <NavigateButton to={detail} variant="outline" size="sm">
      Apri dettaglio
    </NavigateButton>
    {contract.paymentId && <DownloadButton contract={contract}>Download</DownloadButton>}
  </>
);
