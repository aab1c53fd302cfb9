import type { SettingsScope } from '../area-settings';
import { bucketEnvVar, tableEnvVar } from '../table-names';

/** A fictitious but well-formed seller and SdI mailbox, as a deployment's `SELLER_*` and `SDI_*` give them. */
const INVOICING = {
  SELLER_DENOMINAZIONE: 'Redigo Prova S.r.l.',
  SELLER_PARTITA_IVA: '01234567897',
  SELLER_INDIRIZZO: 'Via dei Mille 1',
  SELLER_CAP: '00185',
  SELLER_COMUNE: 'Roma',
  SELLER_PROVINCIA: 'RM',
  SDI_SENDER_PEC: 'fatture@pec.redigo.invalid',
  SDI_SMTP_URL: 'smtps://fatture:prova@smtp.pec.redigo.invalid:465',
};

/**
 * The environment of a deployed function whose area reads `scope`, and nothing more: fake names and keys (the
 * bench's cold imports, the check that each Lambda starts with its own settings only).
 */
export const areaEnvironment = (scope: SettingsScope, prefix = 'fake'): Record<string, string> => ({
  RUNTIME: 'aws',
  STAGE: prefix,
  AWS_REGION: 'eu-south-1',
  SECRETS_ARN: `arn:aws:secretsmanager:eu-south-1:000000000000:secret:${prefix}`,
  ...Object.fromEntries(scope.tables.map((name) => [tableEnvVar(name), `${prefix}-${name}`])),
  ...Object.fromEntries(scope.buckets.map((name) => [bucketEnvVar(name), `${prefix}-${name}`])),
  ...(scope.mail && {
    APP_URL: `https://${prefix}.redigo.invalid`,
    MAIL_FROM: `Redigo <noreply@${prefix}.redigo.invalid>`,
    MAIL_TRANSPORT: 'ses',
    SES_CONFIGURATION_SET: prefix,
  }),
  ...(scope.invoicing && INVOICING),
  ...(scope.pdfJobs && {
    PDF_QUEUE_URL: `https://sqs.eu-south-1.amazonaws.com/000000000000/${prefix}-pdf-jobs.fifo`,
  }),
  ...(scope.updateMails && {
    UPDATE_MAIL_QUEUE_URL: `https://sqs.eu-south-1.amazonaws.com/000000000000/${prefix}-update-mails`,
  }),
});
