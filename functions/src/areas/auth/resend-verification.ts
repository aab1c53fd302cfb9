import { mailOnRequest, type MailOnRequestDeps } from './mail-on-request';
import { sendVerification } from './send-verification';

/**
 * POST /auth/resend-verification. Mails a fresh verification link to an account that exists and is not verified
 * yet, within the PEC's hourly mail quota; every other PEC gets the same answer after the same time, and no mail.
 */
export const resendVerification = (deps: MailOnRequestDeps, pec: string): Promise<void> =>
  mailOnRequest(deps, pec, {
    isFor: (user) => !user.email_verified,
    quota: 'register',
    send: (user) => sendVerification(deps, user),
  });
