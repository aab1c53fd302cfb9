import { createAuthArea } from '../areas/auth/auth-area';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';

export const handler = createAuthArea(
  createAwsInfrastructure(loadConfig(process.env), { smtpMailer: createSmtpMailer }),
);
