import type { FirmDirectory } from '../ports/firm-directory';
import { createDynamoBillingRepository } from '../infrastructure/dynamodb/invoices/billing-table';
import { createDynamoFirmDirectory } from '../infrastructure/dynamodb/users/firm-directory';
import type { Infrastructure } from './infrastructure';

/**
 * The firm's data documents write: the users table's accounts, the invoices table's billing data. The invoices
 * table is named only when billing data are read, so an area that renders only the account's part (the templates'
 * test run) keeps to its own settings (functions/src/config/area-settings.ts).
 */
export const createFirmDirectory = ({ dynamo, config }: Infrastructure): FirmDirectory =>
  createDynamoFirmDirectory(dynamo, config.tables.users, (userId) =>
    createDynamoBillingRepository(dynamo, config.tables.invoices).find(userId),
  );
