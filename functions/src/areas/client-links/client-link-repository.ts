import { NamedError } from '../../errors/named-error';
import type { ContractRecord } from '../contracts';
import type { ClientLinkRecord, ClientWorkRecord, ProposalsRecord } from './client-link-record';

/** The link (or its proposals, or the contract) changed since it was read: nothing was written. */
export class StaleLinkError extends NamedError {}

/**
 * Links, the clients' work and proposals, and the lawyers' privacy notices in the client-links table (port; its
 * DynamoDB adapter is functions/src/infrastructure/dynamodb/links/client-link-table.ts). Every write that
 * changes a link is conditional on the version read (StaleLinkError otherwise) and moves with what goes with it.
 */
export interface ClientLinkRepository {
  findById(id: string): Promise<ClientLinkRecord | undefined>;
  /** The link whose token hashes to `tokenHash`. */
  findByToken(tokenHash: string): Promise<ClientLinkRecord | undefined>;
  /** The latest link made on a contract, whatever its state. */
  latestOf(contractId: string): Promise<ClientLinkRecord | undefined>;
  /**
   * Stores a new link as the contract's latest, only if the latest is still `before.previous` (none when absent), and
   * `before.next` (the one before, revoked) with it.
   */
  create(
    link: ClientLinkRecord,
    before?: { previous: ClientLinkRecord; next?: ClientLinkRecord },
  ): Promise<void>;
  /** A change of a link alone. */
  update(next: ClientLinkRecord, previous: ClientLinkRecord): Promise<void>;
  workOf(linkId: string): Promise<ClientWorkRecord | undefined>;
  /** The client's work saved, with the link's change (its event). */
  saveWork(next: ClientLinkRecord, previous: ClientLinkRecord, work: ClientWorkRecord): Promise<void>;
  /** The client's answers submitted and their proposals, with the link's change. */
  submit(
    next: ClientLinkRecord,
    previous: ClientLinkRecord,
    work: ClientWorkRecord,
    proposals: ProposalsRecord,
  ): Promise<void>;
  proposalsOf(linkId: string): Promise<ProposalsRecord | undefined>;
  /**
   * A review's decisions: the proposals and the link changed, and the contract (`contract.next`, on the version
   * `contract.previous` was read at and unpaid), in one transaction.
   */
  review(
    link: { next: ClientLinkRecord; previous: ClientLinkRecord },
    proposals: { next: ProposalsRecord; previous: ProposalsRecord },
    contract: { next: ContractRecord; previous: ContractRecord },
  ): Promise<void>;
  /** The privacy notice a lawyer wrote, if any. */
  privacyNoticeOf(userId: string): Promise<string | undefined>;
  savePrivacyNotice(userId: string, text: string, at: string): Promise<void>;
}
