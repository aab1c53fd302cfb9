import type { AttemptCounters } from '../../security/attempt-counters';
import { hashToken } from '../../security/opaque-token';

/**
 * How many mails of one kind may go to one PEC in an hour: registering or asking for a reset over and over
 * must not flood someone's mailbox. Over the quota the answer stays the same; only the mail is skipped.
 */
export interface MailQuota {
  /** Counts one more mail of this kind to this PEC, and says whether it is within the hour's quota. */
  allows(purpose: string, pec: string): Promise<boolean>;
}

/** The quota on the attempt counters; `perHour` comes from the configuration (MAIL_QUOTA_PER_HOUR). */
export const createMailQuota = (counters: AttemptCounters, perHour: number): MailQuota => ({
  async allows(purpose, pec) {
    const sent = await counters.increment(`mail#${purpose}#${hashToken(pec)}`, 3600, false);
    return sent.count <= perHour;
  },
});
