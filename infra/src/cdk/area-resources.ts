import type { Area } from '@redigo/shared/routes';
import type { BucketName } from '@redigo/functions/config/config';
import type { TableName } from '@redigo/functions/infrastructure/dynamodb/table-definitions';

export type Access = 'read' | 'readWrite';

export interface AreaResources {
  tables: Partial<Record<TableName, Access>>;
  buckets: Partial<Record<BucketName, Access>>;
  sendsMail: boolean;
}

/**
 * What each area's Lambda may touch: the grants of least privilege. Every area reads the tokens table,
 * because the authenticator checks that the caller's login session is still active.
 */
export const AREA_RESOURCES: Record<Area, AreaResources> = {
  auth: { tables: { users: 'readWrite', tokens: 'readWrite' }, buckets: {}, sendsMail: true },
  users: { tables: { users: 'readWrite', tokens: 'read' }, buckets: {}, sendsMail: false },
  categories: {
    tables: { categories: 'readWrite', templates: 'read', tokens: 'read' },
    buckets: {},
    sendsMail: false,
  },
  templates: {
    tables: { templates: 'readWrite', categories: 'read', users: 'read', contracts: 'read', tokens: 'read' },
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
      tokens: 'read',
    },
    buckets: { masters: 'read', documents: 'read' },
    sendsMail: false,
  },
  payments: {
    tables: {
      payments: 'readWrite',
      contracts: 'readWrite',
      templates: 'read',
      users: 'read',
      tokens: 'read',
    },
    buckets: { masters: 'read', documents: 'readWrite' },
    sendsMail: false,
  },
  'stripe-webhook': {
    tables: { payments: 'readWrite', contracts: 'readWrite', templates: 'read', users: 'read' },
    buckets: { masters: 'read', documents: 'readWrite' },
    sendsMail: false,
  },
};
