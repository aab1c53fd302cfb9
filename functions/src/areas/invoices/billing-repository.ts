import type { Billing } from '@redigo/shared/domain/invoice';

/** Each user's current billing data, one `billing#<user id>` item in the invoices table (port and adapter). */
export interface BillingRepository {
  find(userId: string): Promise<Billing | undefined>;
  save(userId: string, billing: Billing, at: string): Promise<void>;
}
