import type { Clock } from '../../ports/clock';
import type { Logger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import type { Metrics } from '../../ports/metrics';
import type { PublishedRelease } from '@redigo/shared/domain/template-versions';

/** A paid contract pinned to an older version of a template: what the buyers' mail names. */
export interface BoughtContract {
  id: string;
  userId: string;
  name: string;
  /** The content version it is pinned to. */
  version: number;
  /** When it was paid. */
  paidAt: string;
}

/** A lawyer the buyers' mail goes to. */
export interface MailRecipient {
  name: string;
  surname: string;
  pec: string;
  /** The account's status: a `cancellato` account is never written to. */
  status: string;
}

/**
 * One mail per lawyer and version, whatever happens (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/templates/update-mail-markers.ts): a lawyer's mail is claimed before it is
 * sent and marked sent after, so a job run twice, or two deliveries at once, send it once.
 */
export interface UpdateMailMarkers {
  /**
   * Takes the mail of `userId` for a version: true when this call may send it (never claimed, or claimed so long ago
   * that the claimant must have died); false when it is sent or being sent.
   */
  claim(templateId: string, version: number, userId: string): Promise<boolean>;
  /** The mail was sent: no claim will take it again. */
  sent(templateId: string, version: number, userId: string): Promise<void>;
  /** The mail could not be sent: the next attempt of the job takes it again. */
  release(templateId: string, version: number, userId: string): Promise<void>;
}

/** The ports the buyers' mail works with. */
export interface UpdateMailDeps {
  /** A template by id (its name, and whether it is deleted), deleted ones included. */
  template(id: string): Promise<{ name: string; deletedAt?: string } | undefined>;
  /** The releases of some versions of a template, those found (the templates area's TemplateReleases). */
  releases: { of(templateId: string, versions: number[]): Promise<PublishedRelease[]> };
  /** The paid contracts of a template pinned to a version below `version` (an index read, never the table). */
  paidBelow(templateId: string, version: number): Promise<BoughtContract[]>;
  /** The accounts of some users, those found. */
  recipients(userIds: string[]): Promise<Map<string, MailRecipient>>;
  markers: UpdateMailMarkers;
  mailer: Mailer;
  /** The SPA's address, for the mail's link to the archive. */
  appUrl: string;
  clock: Clock;
  logger: Logger;
  metrics: Metrics;
}
