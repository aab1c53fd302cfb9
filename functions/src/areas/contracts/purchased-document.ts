import { formatDate } from '@redigo/shared/dates';
import { contractMessages as messages } from '@redigo/shared/messages/contracts';
import { withFirm } from '../../documents/firm-tags';
import type { AsyncDocumentRenderer } from '../../documents/lazy-renderer';
import { renderScope } from '../../documents/typed-answer';
import { NotFoundError } from '../../errors/app-errors';
import { DOCX_CONTENT_TYPE, type FileStore } from '../../ports/file-store';
import type { FirmDirectory } from '../../ports/firm-directory';
import { docxNameOf } from '../templates';
import type { ContractRecord, PinnedTemplate } from './contract-record';

/**
 * The purchased document: what it is called when downloaded, and how a contract's pinned master or preview is
 * rendered with its answers and the owner's firm data (where it is stored: contract-pdfs/document-keys.ts).
 */

/**
 * The purchased document's file name: its name (which a rename may change; the bytes never) and the purchase date
 * (Italian time), e.g. "Contratto di locazione abitativa 4+4 – Mario Rossi - 21-11-2026.docx", or `.pdf`.
 */
export const purchasedDocumentName = (
  { name, title }: Pick<ContractRecord, 'name' | 'title'>,
  paidAt: string,
  format: 'docx' | 'pdf' = 'docx',
): string => {
  const docxName = docxNameOf(messages.documentTitle(name || title, formatDate(paidAt).replaceAll('/', '-')));
  return format === 'pdf' ? docxName.replace(/\.docx$/, '.pdf') : docxName;
};

export interface PinnedRenderDeps {
  masters: FileStore;
  renderer: AsyncDocumentRenderer;
  /** The owner's firm data, read when the document is rendered: the stored bytes keep them for good. */
  firms: FirmDirectory;
}

/**
 * A contract's pinned master (`document`, the full text) or preview (`preview`, watermarked and read-only) filled with
 * its answers and the owner's firm data as they are now (account and billing data), compiled once per file and kept
 * warm. A file gone from the masters bucket is NotFoundError with `missing`.
 */
export const renderPinned = async (
  deps: PinnedRenderDeps,
  { pinned, answers, userId }: Pick<ContractRecord, 'answers' | 'userId'> & { pinned: PinnedTemplate },
  kind: 'document' | 'preview',
  missing: string = kind === 'preview' ? messages.previewMissing : messages.documentMissing,
): Promise<Buffer> => {
  const file = kind === 'preview' ? pinned.preview_name : pinned.file_name;
  if (!file) throw new NotFoundError(missing);
  const firm = await deps.firms.firmOf(userId);
  return deps.renderer.renderCached(
    file,
    withFirm(renderScope(pinned.json_questions, answers), firm),
    async () => {
      const bytes = await deps.masters.get(file);
      if (!bytes) throw new NotFoundError(missing);
      return bytes;
    },
    kind,
  );
};

export interface PurchasedDocumentDeps extends PinnedRenderDeps {
  documents: FileStore;
}

/**
 * Renders the full document from the pinned master (renderPinned) and stores it at `key`; returns its bytes. A
 * render the document checks refuse throws InvalidDocumentError and stores nothing.
 */
export const storePurchasedDocument = async (
  deps: PurchasedDocumentDeps,
  contract: Pick<ContractRecord, 'answers' | 'userId'> & { pinned: PinnedTemplate },
  key: string,
): Promise<Buffer> => {
  const document = await renderPinned(deps, contract, 'document');
  await deps.documents.put(key, document, DOCX_CONTENT_TYPE);
  return document;
};
