import type { FirmData } from '@redigo/shared/domain/firm';

/** Which of the firm's data a render writes: a purchase writes all, a preview or a test run only the account's. */
export type FirmDataScope = 'account' | 'accountAndBilling';

/**
 * The firm's data of an account as documents write them (docs/api.md, "Address book and the firm's data"), read at
 * render time (port; its DynamoDB adapter is functions/src/infrastructure/dynamodb/users/firm-directory.ts). An
 * account that does not exist, or has no billing data, gives empty fields, never an error.
 */
export interface FirmDirectory {
  firmOf(userId: string, scope: FirmDataScope): Promise<FirmData>;
}
