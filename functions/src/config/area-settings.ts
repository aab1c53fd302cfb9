import type { Area } from '@redigo/shared/routes';
import { BUCKET_NAMES, TABLE_NAMES, type BucketName, type TableName } from './table-names';

/**
 * The settings one Lambda reads besides the common ones (runtime, stage, region, secrets, SDK, sessions, log level):
 * the tables and buckets it uses, and whether it sends the account mails (`APP_URL`, `MAIL_*`, `SMTP_*`, `SES_*`),
 * applies the sign-in limits (`LOGIN_*`, `MAIL_ROUTE_*`), issues invoices (`SELLER_*`, `SDI_*`), queues PDF
 * jobs (`PDF_QUEUE_URL`), queues the buyers' mails (`UPDATE_MAIL_QUEUE_URL`) or keeps the address book
 * (`CONTACTS_*`).
 */
export interface SettingsScope {
  tables: readonly TableName[];
  buckets: readonly BucketName[];
  mail: boolean;
  signInLimits: boolean;
  invoicing: boolean;
  pdfJobs: boolean;
  updateMails: boolean;
  contacts: boolean;
}

type Section = 'mail' | 'signInLimits' | 'invoicing' | 'pdfJobs' | 'updateMails' | 'contacts';

const scope = (
  tables: TableName[],
  buckets: BucketName[] = [],
  sections: Partial<Pick<SettingsScope, Section>> = {},
): SettingsScope => ({
  mail: false,
  signInLimits: false,
  invoicing: false,
  pdfJobs: false,
  updateMails: false,
  contacts: false,
  ...sections,
  tables,
  buckets,
});

/** Issuing the invoice of a payment: invoices (with billing data), the buyer's account, the XML in documents. */
const PURCHASE: TableName[] = ['payments', 'contracts', 'templates', 'invoices', 'users', 'studios'];

/**
 * What each area's Lambda reads: a Lambda checks only these at start-up, and reading any other setting throws
 * (so an area that starts using a table must say so here; infra/src/cdk/area-resources.ts grants the access).
 * The tokens table holds the login sessions every signed-in route checks; the throttle table, the request counters
 * of each account's share of the API, which every signed-in route takes from.
 */
export const AREA_SETTINGS: Record<Area, SettingsScope> = {
  auth: scope(['users', 'tokens', 'throttle'], [], { mail: true, signInLimits: true }),
  users: scope(['users', 'tokens', 'throttle']),
  categories: scope(['categories', 'tokens', 'throttle']),
  // contracts: the counters of contracts per template version (GET /template/{id}/versions); a version published
  // for a change of law or a correction queues its buyers' mail.
  // pdfJobs: the staff's compare of two versions is made by the converter, behind its queue.
  templates: scope(['templates', 'categories', 'users', 'contracts', 'tokens', 'throttle'], ['masters'], {
    updateMails: true,
    pdfJobs: true,
  }),
  // invoices: the billing data a paid document rendered again writes (the firm's data, docs/api.md).
  contracts: scope(
    ['contracts', 'templates', 'users', 'invoices', 'studios', 'tokens', 'throttle'],
    ['masters', 'documents'],
    { pdfJobs: true },
  ),
  payments: scope([...PURCHASE, 'tokens', 'throttle'], ['masters', 'documents'], {
    invoicing: true,
    pdfJobs: true,
  }),
  'stripe-webhook': scope(PURCHASE, ['masters', 'documents'], { invoicing: true, pdfJobs: true }),
  invoices: scope(['invoices', 'users', 'studios', 'tokens', 'throttle'], ['documents'], { invoicing: true }),
  contacts: scope(['contacts', 'studios', 'tokens', 'throttle'], [], { contacts: true }),
  // contracts: a review writes the draft; invoices: the billing data the privacy notice and the mails name.
  'client-links': scope(
    ['links', 'contracts', 'templates', 'users', 'invoices', 'studios', 'tokens', 'throttle'],
    [],
    { mail: true },
  ),
  // users: the members' names and PECs; mail: the invitations.
  studios: scope(['studios', 'users', 'tokens', 'throttle'], [], { mail: true }),
};

/**
 * The buyers' mail's Lambda, the consumer of its queue (functions/src/lambda/update-mails.ts): the template and its
 * releases and markers, the paid contracts' index, the accounts, and the mail settings.
 */
export const UPDATE_MAIL_SETTINGS: SettingsScope = scope(['templates', 'contracts', 'users'], [], {
  mail: true,
});

/** Every setting: the local runtime, which serves every area in one process, and the admin commands. */
export const EVERY_SETTING: SettingsScope = scope([...TABLE_NAMES], [...BUCKET_NAMES], {
  mail: true,
  signInLimits: true,
  invoicing: true,
  pdfJobs: true,
  updateMails: true,
  contacts: true,
});
