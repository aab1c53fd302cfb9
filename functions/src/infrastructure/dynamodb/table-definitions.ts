/**
 * The DynamoDB tables, defined once: the CDK stateful stack and the local runtime's table creation both
 * read this list. Every key attribute is a string.
 */
export const TABLE_NAMES = [
  'users',
  'tokens',
  'categories',
  'templates',
  'contracts',
  'payments',
  'invoices',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

export interface IndexDefinition {
  name: string;
  partitionKey: string;
  sortKey?: string;
}

export interface TableDefinition {
  name: TableName;
  /** The environment variable that carries the physical table name to the functions. */
  envVar: string;
  partitionKey: string;
  /** A numeric attribute holding an expiry in epoch seconds, for DynamoDB's TTL. */
  ttlAttribute?: string;
  indexes: IndexDefinition[];
}

/** Sparse index of the items that appear in a list: `listKey` is set only on listed items. */
const listIndex = (sortKey: string): IndexDefinition => ({
  name: 'by-list',
  partitionKey: 'listKey',
  sortKey,
});

export const TABLES: readonly TableDefinition[] = [
  { name: 'users', envVar: 'TABLE_USERS', partitionKey: 'id', indexes: [listIndex('createdAt')] },
  {
    name: 'tokens',
    envVar: 'TABLE_TOKENS',
    partitionKey: 'id',
    ttlAttribute: 'expiresAt',
    indexes: [{ name: 'by-user', partitionKey: 'userId', sortKey: 'id' }],
  },
  { name: 'categories', envVar: 'TABLE_CATEGORIES', partitionKey: 'id', indexes: [listIndex('nameKey')] },
  { name: 'templates', envVar: 'TABLE_TEMPLATES', partitionKey: 'id', indexes: [listIndex('createdAt')] },
  {
    name: 'contracts',
    envVar: 'TABLE_CONTRACTS',
    partitionKey: 'id',
    // The lists' partitions, each sorted by `<createdAt>#<id>` (see contracts/contract-list-keys.ts).
    indexes: [
      { name: 'by-owner', partitionKey: 'ownerKey', sortKey: 'listSort' },
      { name: 'by-owner-category', partitionKey: 'ownerCategoryKey', sortKey: 'listSort' },
      { name: 'by-state', partitionKey: 'stateKey', sortKey: 'listSort' },
      { name: 'by-state-category', partitionKey: 'stateCategoryKey', sortKey: 'listSort' },
    ],
  },
  { name: 'payments', envVar: 'TABLE_PAYMENTS', partitionKey: 'id', indexes: [] },
  {
    name: 'invoices',
    envVar: 'TABLE_INVOICES',
    partitionKey: 'id',
    // Invoices by year of their date, newest first; a buyer's invoices; those not yet handed to the SdI.
    indexes: [
      { name: 'by-year', partitionKey: 'yearKey', sortKey: 'listSort' },
      { name: 'by-user', partitionKey: 'userId', sortKey: 'listSort' },
      { name: 'by-unsent', partitionKey: 'unsentKey', sortKey: 'listSort' },
    ],
  },
];

export const tableDefinition = (name: TableName): TableDefinition => {
  const found = TABLES.find((t) => t.name === name);
  if (!found) throw new Error(`Unknown table ${name}`);
  return found;
};
