import { createUpdateMailsHandler } from '../composition/update-mails';
import { UPDATE_MAIL_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';

/** The buyers' mail's entry point: the consumer of its SQS queue (infra/src/cdk/constructs/update-mailing.ts). */
export const handler = createUpdateMailsHandler(loadConfig(process.env, UPDATE_MAIL_SETTINGS), {
  smtpMailer: createSmtpMailer,
});
