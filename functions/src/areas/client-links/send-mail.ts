import type { OutgoingMail } from '../../ports/mailer';
import type { ClientLinkDeps } from './client-link-deps';

/**
 * Sends a mail whose failure must not undo what was already stored (a link made, a code saved): answers whether it
 * went, and logs a failure without the address, the text or any token.
 */
export const sendMail = async (
  deps: Pick<ClientLinkDeps, 'mailer' | 'logger'>,
  mail: OutgoingMail,
  purpose: string,
): Promise<boolean> => {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.logger.log('error', 'Mail not sent', {
      purpose,
      error: error instanceof Error ? error.name : typeof error,
    });
    return false;
  }
};
