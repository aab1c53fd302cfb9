import type { AttemptCounters } from '../../security/attempt-counters';
import { hashToken } from '../../security/opaque-token';

const MAILS_PER_HOUR = 5;

/**
 * Whether one more mail of this kind may go to this PEC this hour: registering or asking for a reset over
 * and over must not flood someone's mailbox. Over the quota the answer stays the same; only the mail is
 * skipped.
 */
export const withinMailQuota = async (
  counters: AttemptCounters,
  purpose: string,
  pec: string,
): Promise<boolean> => {
  const sent = await counters.increment(`mail#${purpose}#${hashToken(pec)}`, 3600, false);
  return sent.count <= MAILS_PER_HOUR;
};
