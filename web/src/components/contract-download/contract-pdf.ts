import { fetchPreparedFile, type PreparedFileAnswer } from './prepared-file';

/** The PDF, or how long the server asks to wait while it is being made (202 PDF_IN_PREPARATION). */
export type ContractPdfAnswer = PreparedFileAnswer;

/** GET /contract/download/{id}?format=pdf: the purchased document's PDF/A, once it is made. */
export const fetchContractPdf = (contractId: string): Promise<ContractPdfAnswer> =>
  fetchPreparedFile({
    method: 'GET',
    route: '/contract/download/{id}',
    params: { id: contractId },
    query: { format: 'pdf' },
  });
