import type { Mailer } from '../../ports/mailer';
import { once } from '../once';

/**
 * Sends through an SMTP server, e.g. a real PEC mailbox's (smtps://user:password@host:465). nodemailer is loaded
 * with the first mail; the URL may be read then too (from a secret, on AWS).
 */
export const createSmtpMailer = (smtpUrl: string | (() => Promise<string>), from: string): Mailer => {
  const transport = once(async () =>
    (await import('nodemailer')).createTransport(typeof smtpUrl === 'string' ? smtpUrl : await smtpUrl()),
  );
  return {
    async send({ to, subject, text, html, attachments }) {
      await (await transport()).sendMail({ from, to, subject, text, html, attachments });
    },
  };
};
