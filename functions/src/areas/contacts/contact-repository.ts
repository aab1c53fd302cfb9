import type { ContactRecord } from './contact-record';
import { NamedError } from '../../errors/named-error';

/** The lawyer already has the most contacts allowed. */
export class ContactLimitError extends NamedError {}
/** The contact was changed or deleted since it was read. */
export class ContactChangedError extends NamedError {}

export interface ContactPageRequest {
  page: number;
  limit: number;
}

export interface ContactPage {
  items: ContactRecord[];
  total: number;
}

/**
 * A lawyer's contacts (port; DynamoDB adapter in infrastructure/dynamodb/contacts). Every read and write names
 * the owner: there is no way to reach another lawyer's contact.
 */
export interface ContactRepository {
  find(ownerId: string, id: string): Promise<ContactRecord | undefined>;
  /** A page of the owner's contacts sorted by name (`contactSortName`, then id), and how many there are. */
  page(ownerId: string, request: ContactPageRequest): Promise<ContactPage>;
  /** A page of the owner's contacts whose name holds `query` (folded, non-empty), sorted as `page`. */
  search(ownerId: string, query: string, request: ContactPageRequest): Promise<ContactPage>;
  /** Adds a contact; throws ContactLimitError when the owner already has `max`, counted in the same write. */
  create(record: ContactRecord, max: number): Promise<void>;
  /** Replaces `previous` as read with `next`; throws ContactChangedError if it changed or went meanwhile. */
  replace(previous: ContactRecord, next: ContactRecord): Promise<void>;
  /** Deletes the contact and everything that indexes it; throws ContactChangedError as `replace`. */
  delete(record: ContactRecord): Promise<void>;
}
