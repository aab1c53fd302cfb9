import { clientLinksArea } from '../composition/client-links';
import { createAwsInfrastructure } from '../composition/aws';
import { AREA_SETTINGS } from '../config/area-settings';
import { loadConfig } from '../config/config';
import { observedArea } from '../observability/observed-area';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';

const infrastructure = createAwsInfrastructure(loadConfig(process.env, AREA_SETTINGS['client-links']), {
  smtpMailer: createSmtpMailer,
});
export const handler = observedArea(clientLinksArea(infrastructure), infrastructure);
