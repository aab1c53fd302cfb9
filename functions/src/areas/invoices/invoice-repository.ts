import type { InvoiceStatus } from '@redigo/shared/domain/invoice';
import { type InvoiceRecord } from './invoice-record';

/** How an attempt to issue went: issued, the number was taken meanwhile (try the next), or issued before. */
export type IssueOutcome = 'issued' | 'numberTaken' | 'issuedBefore';

/** Invoices and their yearly counters in the invoices table (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/invoices/invoice-table.ts). */
export interface InvoiceRepository {
  findById(id: string): Promise<InvoiceRecord | undefined>;
  /** The last number given in `year` (0 before the first). */
  lastNumber(year: number): Promise<number>;
  /**
   * Issues `invoice` (its number the one after `previous`) in one transaction with the counter moving from
   * `previous` to the number: both or neither, so numbers have no gap and no duplicate.
   */
  issue(invoice: InvoiceRecord, previous: number): Promise<IssueOutcome>;
  /**
   * Claims an unsent invoice for one more delivery attempt: true for the one caller that moved its `updatedAt`
   * from `seen` to `now`, so two retries never hand the same file to the SdI twice.
   */
  claimDelivery(id: string, seen: string, now: string): Promise<boolean>;
  /** The status the SdI channel gave, once the XML is stored and handed over. */
  markSent(id: string, status: InvoiceStatus, sentAt: string): Promise<void>;
  /** A year's invoices (or a month's, `YYYY-MM`), newest first. */
  listByPeriod(year: number, month?: string): Promise<InvoiceRecord[]>;
  /** A studio's invoices (or those of a period's prefix, `YYYY` or `YYYY-MM`), newest first. */
  listByStudio(studioId: string, period?: string): Promise<InvoiceRecord[]>;
  /** A buyer's invoices still waiting for billing data. */
  waitingOf(userId: string): Promise<InvoiceRecord[]>;
  /** Issued invoices not yet handed to the SdI channel, oldest first. */
  unsent(limit: number): Promise<InvoiceRecord[]>;
}
