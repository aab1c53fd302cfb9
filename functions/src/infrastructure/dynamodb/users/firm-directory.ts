import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { Billing } from '@redigo/shared/domain/invoice';
import { firmData } from '@redigo/shared/domain/firm';
import type { FirmDirectory } from '../../../ports/firm-directory';
import { createDynamoUserReads } from './user-reads';

/**
 * The firm's data from the users table (name, surname, PEC, codice fiscale, Ordine of the account) and the billing
 * data, read through `billingOf` (the invoices table's BillingRepository, wired in functions/src/composition).
 */
export const createDynamoFirmDirectory = (
  dynamo: DynamoDBDocumentClient,
  usersTable: string,
  billingOf: (userId: string) => Promise<Billing | undefined>,
): FirmDirectory => {
  const users = createDynamoUserReads(dynamo, usersTable);
  return {
    async firmOf(userId) {
      const [account, billing] = await Promise.all([users.findById(userId), billingOf(userId)]);
      return firmData(account, billing);
    },
  };
};
