import type { Seller } from '../../config/invoicing-config';
import type { Clock } from '../../ports/clock';
import type { FileStore } from '../../ports/file-store';
import type { Logger } from '../../ports/logger';
import type { Metrics } from '../../ports/metrics';
import type { SdiChannel } from '../../ports/sdi-channel';
import type { StudioDirectory } from '../../ports/studio-directory';
import type { PeopleDirectory } from '../users';
import { type BillingRepository } from './billing-repository';
import { type InvoiceRepository } from './invoice-repository';

/** The ports invoicing works with. */
export interface InvoiceDeps {
  invoices: InvoiceRepository;
  billing: BillingRepository;
  /** The account's PEC and name, the default delivery address and the list's buyer before billing data. */
  account(userId: string): Promise<{ pec: string; name: string } | undefined>;
  /** The studios: a member's purchase is invoiced to their studio, whose titolare reads its invoices. */
  studios: StudioDirectory;
  /** The buyers' names on the studio's list. */
  people: PeopleDirectory;
  /** The documents bucket: invoices live under `invoices/`, never deleted. */
  files: FileStore;
  sdi: SdiChannel;
  seller: Seller;
  clock: Clock;
  logger: Logger;
  /**
   * `InvoicesIssued`, `InvoicesNotSent` and `InvoicesNotIssued` (a failure left an invoice waiting), published when
   * the invocation ends.
   */
  metrics: Pick<Metrics, 'count'>;
}
