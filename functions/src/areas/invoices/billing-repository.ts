import type { Billing } from '@redigo/shared/domain/invoice';

/**
 * Each user's current billing data, kept beside the invoices (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/invoices/billing-table.ts).
 */
export interface BillingRepository {
  find(userId: string): Promise<Billing | undefined>;
  save(userId: string, billing: Billing, at: string): Promise<void>;
}
