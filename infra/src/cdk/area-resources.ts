import type { Area } from '@redigo/shared/routes';
import type { BucketName } from '@redigo/functions/config/config';
import type { TableName } from '@redigo/functions/tables';

/** `count` may only update items (dynamodb:UpdateItem): the request counters of the throttle table. */
type TableAccess = 'read' | 'readWrite' | 'count';
/** `readAdd` reads and adds objects but never deletes one; `readWrite` may also delete. */
export type BucketAccess = 'read' | 'readAdd' | 'readWrite';

export interface AreaResources {
  tables: Partial<Record<TableName, TableAccess>>;
  buckets: Partial<Record<BucketName, BucketAccess>>;
  /** Sends mail through SES, from the stage's identity and configuration set only. */
  sendsMail: boolean;
}

/**
 * What each area's Lambda may touch: the grants of least privilege. Every area behind a token reads the
 * tokens table, because the authenticator checks that the caller's login session is still active, and counts in the
 * throttle table, because every authenticated request is taken from its account's share of the API. Purchased
 * documents are immutable: no area may delete one. Only the templates area deletes files (unused masters).
 */
export const AREA_RESOURCES: Record<Area, AreaResources> = {
  auth: {
    tables: { users: 'readWrite', tokens: 'readWrite', throttle: 'count' },
    buckets: {},
    sendsMail: true,
  },
  users: { tables: { users: 'readWrite', tokens: 'read', throttle: 'count' }, buckets: {}, sendsMail: false },
  categories: {
    tables: { categories: 'readWrite', templates: 'read', tokens: 'read', throttle: 'count' },
    buckets: {},
    sendsMail: false,
  },
  templates: {
    // categories: a template's save counts it in its category (templateCount), in the same transaction.
    tables: {
      templates: 'readWrite',
      categories: 'readWrite',
      users: 'read',
      contracts: 'read',
      tokens: 'read',
      throttle: 'count',
    },
    buckets: { masters: 'readWrite' },
    sendsMail: false,
  },
  contracts: {
    tables: {
      contracts: 'readWrite',
      templates: 'read',
      categories: 'read',
      users: 'read',
      payments: 'read',
      // the billing data (the firm's data) of a paid document rendered again on download
      invoices: 'read',
      // the caller's studio, read at every request (docs/api.md, "The studio")
      studios: 'read',
      tokens: 'read',
      throttle: 'count',
    },
    // readAdd: a paid document not stored at purchase (invalid render) is rendered again and added on download.
    buckets: { masters: 'read', documents: 'readAdd' },
    sendsMail: false,
  },
  payments: {
    // invoices: the payment's invoice is written and issued with it, its XML kept under documents/invoices/.
    tables: {
      invoices: 'readWrite',
      payments: 'readWrite',
      contracts: 'readWrite',
      templates: 'read',
      users: 'read',
      studios: 'read',
      tokens: 'read',
      throttle: 'count',
    },
    buckets: { masters: 'read', documents: 'readAdd' },
    sendsMail: false,
  },
  'stripe-webhook': {
    tables: {
      payments: 'readWrite',
      contracts: 'readWrite',
      templates: 'read',
      users: 'read',
      studios: 'read',
      invoices: 'readWrite',
    },
    buckets: { masters: 'read', documents: 'readAdd' },
    sendsMail: false,
  },
  // Billing data and invoices; the SdI channel sends through the seller's PEC mailbox (SMTP), not SES.
  invoices: {
    tables: { invoices: 'readWrite', users: 'read', studios: 'read', tokens: 'read', throttle: 'count' },
    buckets: { documents: 'readAdd' },
    sendsMail: false,
  },
  contacts: {
    tables: { contacts: 'readWrite', studios: 'read', tokens: 'read', throttle: 'count' },
    buckets: {},
    sendsMail: false,
  },
  // The client's data by link: a review writes the draft (contracts); the mails and the privacy notice name the
  // lawyer (users) and the studio of the billing data (invoices); the client's routes count in the throttle table.
  'client-links': {
    tables: {
      links: 'readWrite',
      contracts: 'readWrite',
      templates: 'read',
      users: 'read',
      invoices: 'read',
      studios: 'read',
      tokens: 'read',
      throttle: 'count',
    },
    buckets: {},
    sendsMail: true,
  },
  // The studio's data, members and invitations; the members' accounts; the invitations' mail.
  studios: {
    tables: { studios: 'readWrite', users: 'read', tokens: 'read', throttle: 'count' },
    buckets: {},
    sendsMail: true,
  },
};
