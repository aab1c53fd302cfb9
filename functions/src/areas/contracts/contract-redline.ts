import { contractMessages } from '@redigo/shared/messages/contracts';
import { templateVersionMessages as messages } from '@redigo/shared/messages/template-versions';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { redlineJobOf, servedComparison, type ComparisonDownload } from '../contract-pdfs';
import { docxNameOf } from '../templates';
import { contractFor } from './contract-access';
import type { ContractDeps } from './contract-deps';
import { pinnedVersionOf } from './contract-record';

/**
 * GET /contract/{id}/redline (docs/api.md, "Template versions and updates"): for the owner or an admin (404 for
 * anyone else), of a contract made by update (409 otherwise) once it and its original are paid (402 otherwise): the
 * .docx showing as Word tracked changes how the document bought on the older version becomes this one, made once by
 * the converter from the two stored documents (202 while it is made), named `<name> - confronto.docx`.
 */
export const downloadRedline = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
): Promise<ComparisonDownload> => {
  const record = await contractFor(deps, caller, id, 'download');
  if (!record.updates) throw new ConflictError(messages.redlineNotAnUpdate);
  const original = await deps.contracts.findById(record.updates.id);
  if (!record.paymentId || !original?.paymentId) throw new PaymentRequiredError(messages.redlineNeedsPayment);
  if (!record.documentKey || !original.documentKey || !record.pinned)
    throw new ConflictError(contractMessages.documentNotReady);
  if (original.userId !== record.userId) throw new NotFoundError(contractMessages.contractNotFound);
  const job = redlineJobOf({
    contractId: record.id,
    documentKey: record.documentKey,
    originalKey: original.documentKey,
    version: pinnedVersionOf(record.pinned),
  });
  return servedComparison(
    deps.documents,
    deps.pdfJobs,
    job,
    docxNameOf(messages.redlineTitle(record.name || record.title)),
  );
};
