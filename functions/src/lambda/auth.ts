import { authArea } from '../composition/auth';
import { createAwsInfrastructure } from '../composition/aws';
import { loadConfig } from '../config/config';
import { observedArea } from '../observability/observed-area';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';

const infrastructure = createAwsInfrastructure(loadConfig(process.env), { smtpMailer: createSmtpMailer });
export const handler = observedArea(authArea(infrastructure), infrastructure);
