import type { AuthDeps } from './auth-deps';
import { sendVerification } from './send-verification';

/**
 * POST /auth/resend-verification. Mails a fresh verification link to an account that exists and is not verified
 * yet, within the PEC's hourly mail quota; every other PEC gets the same answer after the same time, and no mail.
 */
export const resendVerification = async (
  deps: Pick<
    AuthDeps,
    'users' | 'linkTokens' | 'mailQuota' | 'mailer' | 'mails' | 'logger' | 'clock' | 'pace'
  >,
  pec: string,
): Promise<void> => {
  await deps.pace(async () => {
    const user = await deps.users.findByPec(pec);
    if (!user || user.email_verified || user.status === 'cancellato') return;
    if (!(await deps.mailQuota.allows('register', user.pec))) return;
    await sendVerification(deps, user);
  });
};
