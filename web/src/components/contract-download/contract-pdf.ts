import { send, fileNameOf, type DownloadedFile } from '../../lib/api-client';

/** The PDF, or how long the server asks to wait while it is being made (202 PDF_IN_PREPARATION). */
export type ContractPdfAnswer =
  { ready: true; file: DownloadedFile } | { ready: false; retryAfterMs: number };

/** GET /contract/download/{id}?format=pdf: the purchased document's PDF/A, once it is made. */
export const fetchContractPdf = async (contractId: string): Promise<ContractPdfAnswer> => {
  const response = await send({
    method: 'GET',
    route: '/contract/download/{id}',
    params: { id: contractId },
    query: { format: 'pdf' },
  });
  if (response.status === 202) {
    const seconds = Number(response.headers.get('retry-after'));
    return { ready: false, retryAfterMs: Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0 };
  }
  return {
    ready: true,
    file: { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) },
  };
};
