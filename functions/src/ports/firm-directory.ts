import type { FirmData } from '@redigo/shared/domain/firm';

/**
 * The firm's data of an account as documents write them (docs/api.md, "Address book and the firm's data"), read at
 * render time (port; its DynamoDB adapter is functions/src/infrastructure/dynamodb/users/firm-directory.ts): the
 * account's part and the billing data's, for a purchase, a preview and a test run alike (the preview shows what the
 * purchase will write). An account that does not exist, or has no billing data, gives empty fields, never an error.
 */
export interface FirmDirectory {
  firmOf(userId: string): Promise<FirmData>;
}
