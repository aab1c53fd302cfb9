import type { Mailer } from '../../ports/mailer';
import { once } from '../once';

/** Sends through Amazon SES from a verified identity; the SES SDK is loaded with the first mail. */
export const createSesMailer = (region: string, from: string, configurationSet?: string): Mailer => {
  const ses = once(async () => {
    const sdk = await import('@aws-sdk/client-sesv2');
    return { client: new sdk.SESv2Client({ region }), SendEmailCommand: sdk.SendEmailCommand };
  });
  return {
    async send({ to, subject, text, html }) {
      const { client, SendEmailCommand } = await ses();
      await client.send(
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
