import { type PeopleDirectory } from '../users';
import { type AsyncDocumentRenderer } from '../../documents/lazy-renderer';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { FirmDirectory } from '../../ports/firm-directory';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import type { Metrics } from '../../ports/metrics';
import type { UpdateMailQueue } from '../update-mails';
import type { PdfJobQueue } from '../contract-pdfs';
import { type CategoryRepository } from '../categories';
import { type PathVerifier } from './path-verifier';
import { type TemplateChecker } from './template-checker';
import { type TemplateFileRepository } from './template-file-repository';
import type { TemplateRepository } from './template-repository';
import type { VersionCounts } from './version-counts';

/** The ports the templates' use cases work with. */
export interface TemplateDeps {
  templates: TemplateRepository;
  files: TemplateFileRepository;
  categories: CategoryRepository;
  people: PeopleDirectory;
  /** The masters bucket: every master and preview, each under a key of its own. */
  masters: FileStore;
  renderer: AsyncDocumentRenderer;
  /** The account data a test run writes for the firm's tags: the staff member's own. */
  firms: FirmDirectory;
  checker: TemplateChecker;
  /** «Verifica tutti i percorsi», in a worker thread. */
  pathVerifier: PathVerifier;
  /** How many contracts, and paid ones, are pinned to each version of a template (the contracts table's counters). */
  versionCounts: VersionCounts;
  /** Where a version published because the law changed or the template was wrong queues its buyers' mail. */
  updateMails: UpdateMailQueue;
  /** The converter's queue: the staff's compares of two versions are made there, as the lawyers' redlines. */
  pdfJobs: PdfJobQueue;
  logger: Logger;
  metrics: Metrics;
  clock: Clock;
  ids: IdGenerator;
}
