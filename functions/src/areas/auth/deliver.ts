import type { Logger } from '../../ports/logger';
import type { Mailer, OutgoingMail } from '../../ports/mailer';

/**
 * Sends a mail whose failure must not change the answer (it would tell whether an address exists, or undo
 * nothing of what was already done). The failure is logged without the address or the mail's text.
 */
export const deliver = async (
  deps: { mailer: Mailer; logger: Logger },
  mail: OutgoingMail,
  purpose: string,
): Promise<void> => {
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    deps.logger.log('error', 'Mail not sent', {
      purpose,
      error: error instanceof Error ? error.name : typeof error,
    });
  }
};
