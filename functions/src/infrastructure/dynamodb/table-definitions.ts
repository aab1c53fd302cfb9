import { tableEnvVar, type TableName } from '../../config/table-names';

export { TABLE_NAMES, type TableName } from '../../config/table-names';

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
  /** With a sort key, items are named by both, and one partition's items are read in the sort key's order. */
  sortKey?: string;
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

/** A table keyed by `id`, its physical name carried by `TABLE_<NAME>`. */
const table = (name: TableName, indexes: IndexDefinition[], ttlAttribute?: string): TableDefinition => ({
  name,
  envVar: tableEnvVar(name),
  partitionKey: 'id',
  ...(ttlAttribute ? { ttlAttribute } : {}),
  indexes,
});

/** An index of list partitions, each sorted by `<date>#<id>` in `listSort`. */
const listSortIndex = (name: string, partitionKey: string): IndexDefinition => ({
  name,
  partitionKey,
  sortKey: 'listSort',
});

/**
 * The DynamoDB tables, defined once: the CDK stateful stack and the local runtime's table creation both
 * read this list. Every key attribute is a string.
 */
export const TABLES: readonly TableDefinition[] = [
  table('users', [listIndex('createdAt')]),
  table('tokens', [{ name: 'by-user', partitionKey: 'userId', sortKey: 'id' }], 'expiresAt'),
  table('categories', [listIndex('nameKey')]),
  table('templates', [listIndex('createdAt')]),
  // The lists' partitions, each sorted by `<createdAt>#<id>` (see ./contracts/contract-list-keys.ts); the search
  // items by word prefix, sorted by owner then `<createdAt>#<id>` (./contracts/contract-search-keys.ts).
  table('contracts', [
    listSortIndex('by-owner', 'ownerKey'),
    listSortIndex('by-owner-category', 'ownerCategoryKey'),
    listSortIndex('by-state', 'stateKey'),
    listSortIndex('by-state-category', 'stateCategoryKey'),
    { name: 'by-search', partitionKey: 'searchKey', sortKey: 'searchSort' },
    // A studio's contracts (visibility `studio`), each state's partition sorted as the lists are
    // (./contracts/contract-list-keys.ts): a member's archive and the studio's read one partition per state.
    listSortIndex('by-studio', 'studioKey'),
    listSortIndex('by-studio-category', 'studioCategoryKey'),
    // A lawyer's contracts of one template by version, and a template's paid contracts by version
    // (./contracts/contract-version-keys.ts).
    { name: 'by-owner-version', partitionKey: 'ownerTemplateKey', sortKey: 'versionSort' },
    { name: 'by-template-paid', partitionKey: 'paidTemplateKey', sortKey: 'paidSort' },
  ]),
  table('payments', []),
  // Invoices by year of their date, newest first; a buyer's invoices; those not yet handed to the SdI.
  table('invoices', [
    listSortIndex('by-year', 'yearKey'),
    listSortIndex('by-user', 'userId'),
    listSortIndex('by-unsent', 'unsentKey'),
    // A studio's invoices, its members' purchases (docs/api.md, "The studio"): the titolare's list and month's .zip.
    listSortIndex('by-studio', 'studioId'),
  ]),
  // A lawyer's address book: one partition per lawyer, every item named in it by `key`
  // (infrastructure/dynamodb/contacts/contact-keys.ts), read with strongly consistent queries.
  {
    name: 'contacts',
    envVar: tableEnvVar('contacts'),
    partitionKey: 'ownerId',
    sortKey: 'key',
    indexes: [],
  },
  // Each account's request counters, one item per account and window (./throttle/request-window-table.ts).
  table('throttle', [], 'expiresAt'),
  // The clients' links (docs/api.md, "The client's data by link"): each link by its id, and beside it its token's
  // hash, a contract's latest link, the client's work, the proposals and the lawyers' privacy notices
  // (./links/client-link-items.ts).
  table('links', []),
  // The studios (docs/api.md, "The studio"): each studio, each account's membership, each invitation's token
  // hash (./studios/studio-items.ts); a token's item expires with its invitation.
  table('studios', [], 'expiresAt'),
];
