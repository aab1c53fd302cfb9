import { withFirm } from '../../documents/firm-tags';
import type { AsyncDocumentRenderer } from '../../documents/lazy-renderer';
import { renderScope } from '../../documents/typed-answer';
import { DOCX_CONTENT_TYPE, type FileStore } from '../../ports/file-store';
import type { FirmDirectory } from '../../ports/firm-directory';
import type { ContractRecord, PinnedTemplate } from '../contracts';

/**
 * Where the document bought for a contract is stored: one key per contract version. A version names one set of
 * answers and one pinned master, and the renderer is deterministic, so every call that records a payment of that
 * version (duplicate deliveries, two sessions racing) writes the same bytes under the same key: a race lost leaves
 * no other document behind. (The payment functions may add documents but never delete one.)
 */
export const purchasedDocumentKey = (contract: Pick<ContractRecord, 'id' | 'version'>): string =>
  `documents/${contract.id}/v${contract.version}.docx`;

export interface PurchasedDocumentDeps {
  masters: FileStore;
  documents: FileStore;
  renderer: AsyncDocumentRenderer;
  /** The buyer's firm data, read when the document is rendered: the stored bytes keep them for good. */
  firms: FirmDirectory;
}

/**
 * Renders the full document from the pinned master with the contract's answers and the buyer's firm data (account
 * and billing data as they are now) and stores it at `key`.
 */
export const storePurchasedDocument = async (
  deps: PurchasedDocumentDeps,
  contract: ContractRecord & { pinned: PinnedTemplate },
  key: string,
): Promise<void> => {
  const master = contract.pinned.file_name;
  const firm = await deps.firms.firmOf(contract.userId);
  const document = await deps.renderer.renderCached(
    master,
    withFirm(renderScope(contract.pinned.json_questions, contract.answers), firm),
    async () => {
      const bytes = await deps.masters.get(master);
      if (!bytes) throw new Error(`The pinned master ${master} of contract ${contract.id} is missing`);
      return bytes;
    },
  );
  await deps.documents.put(key, document, DOCX_CONTENT_TYPE);
};
