import { useCallback } from 'react';
import { fetchContractPdf } from './contract-pdf';
import { usePreparedFile } from './use-prepared-file';

const PDF_LATE_MESSAGE =
  'Il PDF non è ancora pronto. Riprova tra qualche minuto: il documento DOCX è già disponibile.';

/**
 * A purchased document's PDF, asked for at `start()` (at once when `eager`) and asked again while the server
 * answers that it is being made, waiting longer each time (and at least what it asks); after five minutes it
 * gives up with a message. No page reload: the state changes in place.
 */
export const useContractPdf = (contractId: string, eager: boolean) => {
  const fetchPdf = useCallback(() => fetchContractPdf(contractId), [contractId]);
  const { prepared, start } = usePreparedFile(fetchPdf, eager, PDF_LATE_MESSAGE);
  return { pdf: prepared, start };
};
