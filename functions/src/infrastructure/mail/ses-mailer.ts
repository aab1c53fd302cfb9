import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import type { Mailer } from '../../ports/mailer';

/** Sends through Amazon SES from a verified identity. */
export const createSesMailer = (region: string, from: string, configurationSet?: string): Mailer => {
  const ses = new SESv2Client({ region });
  return {
    async send({ to, subject, text, html }) {
      await ses.send(
        new SendEmailCommand({
          FromEmailAddress: from,
          Destination: { ToAddresses: [to] },
          ConfigurationSetName: configurationSet,
          Content: {
            Simple: {
              Subject: { Data: subject, Charset: 'UTF-8' },
              Body: { Text: { Data: text, Charset: 'UTF-8' }, Html: { Data: html, Charset: 'UTF-8' } },
            },
          },
        }),
      );
    },
  };
};
