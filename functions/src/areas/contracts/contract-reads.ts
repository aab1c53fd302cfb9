import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { withClientSource } from '@redigo/shared/questionnaire/client-review';
import { detailedAnswers } from '@redigo/shared/questionnaire/detailed-answers';
import { ConflictError, NotFoundError, PaymentRequiredError } from '../../errors/app-errors';
import type { Principal } from '../../security/principal';
import { type DocxDownload, docxNameOf, type TemplateRecord } from '../templates';
import { contractFor } from './contract-access';
import type { ContractDeps } from './contract-deps';
import type { ContractRecord } from './contract-record';
import { updatesOf } from './contract-updates';
import { toContractView, type ContractView } from './contract-view';
import { purchasedDocumentName, renderPinned, storePurchasedDocument } from './purchased-document';

/**
 * GET /contract/{id}: the caller's contract, or any for an admin (404 otherwise), with the questions asked and the
 * answers given: those of the template version the contract was last saved on (a draft saved unpinned follows its
 * template as it is now); to the owner, the draft's group being typed too (`group_in_progress`, to resume it on
 * another device); its `update` when its template has a newer published version.
 */
export const readContract = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
): Promise<ContractView> => {
  const record = await contractFor(deps, caller, id, 'read');
  const [template, people] = await Promise.all([
    deps.templates.recent(record.type),
    deps.people.namesOf([record.userId]),
  ]);
  const questions = record.pinned?.json_questions ?? template?.json_questions ?? [];
  const templates = new Map<string, TemplateRecord>(template ? [[template.id, template]] : []);
  const detail = withClientSource(
    detailedAnswers(questions, record.answers),
    record.answers,
    record.client_answers,
  );
  const updates = await updatesOf(deps.releases, [record], templates);
  const view = toContractView(record, { people, templates, updates }, detail);
  const typing = record.userId === caller.userId ? record.group_in_progress : undefined;
  return typing ? { ...view, group_in_progress: typing } : view;
};

/**
 * GET /contract/preview/{id}: the pinned preview filled with the answers and the owner's firm data as the purchase
 * would write them, account and billing data (409 before the contract is COMPLETED), watermarked and read-only (docs/api.md), compiled once per
 * preview and kept warm.
 */
export const previewContract = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
): Promise<DocxDownload> => {
  const record = await contractFor(deps, caller, id, 'read');
  const { pinned, name, title, status } = record;
  if (status !== 'COMPLETED' || !pinned) throw new ConflictError(messages.previewNeedsCompleted);
  const buffer = await renderPinned(deps, { ...record, pinned }, 'preview');
  return { buffer, fileName: docxNameOf(messages.previewTitle(name || title)) };
};

/**
 * A paid contract whose document was not stored at purchase (its pinned master rendered it invalid then): rendered
 * again from the pinned version, with the buyer's firm data as they are now, and stored, so the next download serves
 * the same bytes. A render still invalid throws InvalidDocumentError (422, logged for staff); nothing bad is ever
 * stored.
 */
export const renderMissingDocument = async (
  deps: ContractDeps,
  record: ContractRecord,
  documentKey: string,
): Promise<Buffer> => {
  const { pinned } = record;
  if (!pinned) throw new NotFoundError(messages.documentMissing);
  return storePurchasedDocument(deps, { ...record, pinned }, documentKey);
};

/**
 * GET /contract/download/{id}: the bytes stored when the contract was bought (402 before), named after the
 * document's name (which a rename may change; the bytes never) and the purchase date (Italian time), e.g.
 * "Contratto di locazione abitativa 4+4 – Mario Rossi - 21-11-2026.docx".
 */
export const downloadContract = async (
  deps: ContractDeps,
  caller: Principal,
  id: string,
): Promise<DocxDownload> => {
  const record = await contractFor(deps, caller, id, 'download');
  const { paymentId, documentKey } = record;
  if (!paymentId) throw new PaymentRequiredError(messages.paymentRequired);
  if (!documentKey) throw new ConflictError(messages.documentNotReady);
  const buffer =
    (await deps.documents.get(documentKey)) ?? (await renderMissingDocument(deps, record, documentKey));
  return { buffer, fileName: purchasedDocumentName(record, paymentId.updatedAt) };
};
