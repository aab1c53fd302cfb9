import { redlineJobOf, requestPdfAfterPurchase } from '../contract-pdfs';
import { pinnedVersionOf, type ContractRecord } from '../contracts';
import type { PaymentDeps } from './payment-deps';

/**
 * Right after a contract made by update was paid (bought, or claimed free) and its document stored: when its
 * original is paid too, queues the redline from the original's document to this one (docs/api.md, GET
 * /contract/{id}/redline), so that it is ready when the lawyer asks. Never fails the purchase: the redline's
 * download asks for it again.
 */
export const requestRedlineAfterPurchase = async (
  deps: PaymentDeps,
  contract: ContractRecord,
  documentKey: string,
): Promise<void> => {
  if (!contract.updates || !contract.pinned || !deps.pdfJobs.enabled) return;
  const original = await deps.contracts(contract.updates.id).catch(() => undefined);
  if (!original?.paymentId || !original.documentKey) return;
  await requestPdfAfterPurchase(
    deps,
    redlineJobOf({
      contractId: contract.id,
      documentKey,
      originalKey: original.documentKey,
      version: pinnedVersionOf(contract.pinned),
    }),
  );
};
