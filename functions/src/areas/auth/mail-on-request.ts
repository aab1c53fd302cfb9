import type { UserRecord } from '../users';
import type { AuthDeps } from './auth-deps';

/** What a mail asked for by PEC needs: the account, the PEC's mail quota, the pacing and the mail's own needs. */
export type MailOnRequestDeps = Pick<
  AuthDeps,
  'users' | 'linkTokens' | 'mailQuota' | 'mailer' | 'mails' | 'logger' | 'clock' | 'pace'
>;

interface RequestedMail {
  /** Whether the account is one this mail is for (a cancelled account never gets it). */
  isFor: (user: UserRecord) => boolean;
  /** The PEC's hourly mail quota the mail counts against. */
  quota: string;
  send: (user: UserRecord) => Promise<void>;
}

/**
 * A mail a person asks for with a PEC alone (a reset link, a new verification link): sent to an account it is for,
 * within the PEC's hourly mail quota; every other PEC gets the same answer after the same time, and no mail.
 */
export const mailOnRequest = async (
  deps: MailOnRequestDeps,
  pec: string,
  { isFor, quota, send }: RequestedMail,
): Promise<void> => {
  await deps.pace(async () => {
    const user = await deps.users.findByPec(pec);
    if (!user || !isFor(user) || user.status === 'cancellato') return;
    if (!(await deps.mailQuota.allows(quota, user.pec))) return;
    await send(user);
  });
};
