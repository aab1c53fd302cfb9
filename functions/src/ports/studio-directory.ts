import type { Billing } from '@redigo/shared/domain/invoice';
import type { StudioRole } from '@redigo/shared/domain/studio';

/** An account's place in a studio: read from storage at every request, never from the session's token. */
export interface StudioMembership {
  studioId: string;
  role: StudioRole;
}

/** What invoices and documents need of a studio: its billing data and who its titolari are. */
export interface StudioBilling {
  studioId: string;
  billing: Billing;
  /** The first titolare: the PEC an invoice goes to when the billing data name no recipient. */
  titolareId: string;
}

/**
 * The studios as the other areas see them (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/studios/studio-directory.ts): strongly consistent reads, so that a member
 * removed loses access at the next request.
 */
export interface StudioDirectory {
  membershipOf(userId: string): Promise<StudioMembership | undefined>;
  billingOf(studioId: string): Promise<StudioBilling | undefined>;
}
