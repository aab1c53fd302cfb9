import type { FirmDirectory } from '../ports/firm-directory';
import { createDynamoBillingRepository } from '../infrastructure/dynamodb/invoices/billing-table';
import { createDynamoStudioDirectory } from '../infrastructure/dynamodb/studios/studio-directory';
import { createDynamoFirmDirectory } from '../infrastructure/dynamodb/users/firm-directory';
import type { Infrastructure } from './infrastructure';

/**
 * The firm's data documents write: the users table's accounts and, for the billing data, the studio's when the
 * account is a member of one (docs/api.md, "The studio": `{studio.*}` write the studio's), else the invoices
 * table's of the account. The invoices and studios tables are named only when billing data are read, so an area
 * that renders only the account's part (the templates' test run) keeps to its own settings
 * (functions/src/config/area-settings.ts).
 */
export const createFirmDirectory = ({ dynamo, config }: Infrastructure): FirmDirectory =>
  createDynamoFirmDirectory(dynamo, config.tables.users, async (userId) => {
    const studios = createDynamoStudioDirectory(dynamo, config.tables.studios);
    const membership = await studios.membershipOf(userId);
    const studio = membership && (await studios.billingOf(membership.studioId));
    return studio?.billing ?? createDynamoBillingRepository(dynamo, config.tables.invoices).find(userId);
  });
