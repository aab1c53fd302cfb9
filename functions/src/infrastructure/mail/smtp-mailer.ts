import { createTransport } from 'nodemailer';
import type { Mailer } from '../../ports/mailer';

/** Sends through an SMTP server, e.g. a real PEC mailbox's (smtps://user:password@host:465). */
export const createSmtpMailer = (smtpUrl: string, from: string): Mailer => {
  const transport = createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
};
