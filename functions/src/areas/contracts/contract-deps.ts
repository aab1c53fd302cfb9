import { type AsyncDocumentRenderer } from '../../documents/lazy-renderer';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { FirmDirectory } from '../../ports/firm-directory';
import type { IdGenerator } from '../../ports/id-generator';
import type { StudioDirectory } from '../../ports/studio-directory';
import type { PdfJobQueue } from '../contract-pdfs';
import { type PeopleDirectory } from '../users';
import type { TemplateReleases } from '../templates';
import { type ContractRepository } from './contract-repository';
import { type TemplateSource } from './template-source';

/** The ports the contracts' use cases work with. */
export interface ContractDeps {
  contracts: ContractRepository;
  templates: TemplateSource;
  /** The releases of the templates' published versions: every contract's `update` is read from them. */
  releases: TemplateReleases;
  /** Names of the contracts' owners. */
  people: PeopleDirectory;
  /** The masters bucket: every master and preview under a key of its own. */
  masters: FileStore;
  /** The documents bucket: every purchased .docx, and its PDF beside it, immutable. */
  documents: FileStore;
  /** Where a purchased document's PDF is asked for until it is stored. */
  pdfJobs: PdfJobQueue;
  renderer: AsyncDocumentRenderer;
  /** The owner's firm data: a preview writes the account's part, a document rendered again after purchase all. */
  firms: FirmDirectory;
  /** Each caller's studio, read at every request: who may see and act on a contract. */
  studios: StudioDirectory;
  clock: Clock;
  ids: IdGenerator;
}
