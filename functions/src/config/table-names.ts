/** The DynamoDB tables by name; infrastructure/dynamodb/table-definitions.ts gives each its keys and indexes. */
export const TABLE_NAMES = [
  'users',
  'tokens',
  'categories',
  'templates',
  'contracts',
  'payments',
  'invoices',
  'contacts',
  'throttle',
  'links',
  'studios',
] as const;
export type TableName = (typeof TABLE_NAMES)[number];

/** The environment variable that carries a table's physical name to the functions: `TABLE_<NAME>`. */
export const tableEnvVar = (name: TableName): string => `TABLE_${name.toUpperCase()}`;

export const BUCKET_NAMES = ['masters', 'documents'] as const;
export type BucketName = (typeof BUCKET_NAMES)[number];

/** The environment variable that carries a bucket's physical name: `BUCKET_<NAME>`. */
export const bucketEnvVar = (name: BucketName): string => `BUCKET_${name.toUpperCase()}`;
