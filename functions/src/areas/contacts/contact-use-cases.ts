import type { Contact } from '@redigo/shared/domain/contact';
import type { Paged } from '@redigo/shared/errors';
import { contactMessages as messages } from '@redigo/shared/messages/contacts';
import { toPaged } from '@redigo/shared/paging';
import type { ContactBody, ListContactsQuery } from '@redigo/shared/schemas/contacts';
import { studioMessages } from '@redigo/shared/messages/studios';
import { ConflictError, NotFoundError } from '../../errors/app-errors';
import { jitteredPause } from '../../ports/jittered-pause';
import type { ContactDeps } from './contact-deps';
import { contactSortName, foldSearch } from './contact-names';
import { contactDataOf, studioBookOf, toContact, type ContactRecord } from './contact-record';
import { ContactChangedError, ContactLimitError } from './contact-repository';

/**
 * The use cases of the address book; `ownerId` is always the caller, so nobody reaches another's contacts. A member
 * of a studio reaches their own book and the studio's (docs/api.md, "The studio"), resolved at every request.
 */
export interface ContactUseCases {
  /** A page of the caller's contacts, sorted by name, those whose name holds `name` when given. */
  list(ownerId: string, query: ListContactsQuery): Promise<Paged<Contact>>;
  /** A new contact, in the studio's book when `shared` (409 outside a studio); 409 past the book's limit. */
  create(ownerId: string, body: ContactBody): Promise<Contact>;
  /** 404 for an id the caller has no contact by. */
  get(ownerId: string, id: string): Promise<Contact>;
  /**
   * The whole contact replaced by the body (a field left out is removed); 404 as `get`, 409 when the body's
   * `updatedAt` is not the stored one.
   */
  replace(ownerId: string, id: string, body: ContactBody): Promise<Contact>;
  /** Deleted for good, with everything that indexes it; 404 as `get`. */
  remove(ownerId: string, id: string): Promise<void>;
}

/**
 * How often a write is tried on the contact as stored now, when the request did not pin the version it read. Each
 * round of concurrent writers lets one of them through (the stored revision moves for exactly one), so this many
 * attempts let every one of 20 concurrent PUTs through (docs/api.md: without `updatedAt` the last write wins).
 */
const UNPINNED_ATTEMPTS = 30;

/** Contacts of two books in one list order: by sort name, then id. */
const byName = (a: ContactRecord, b: ContactRecord): number => {
  const [left, right] = [`${contactSortName(a)}\u0001${a.id}`, `${contactSortName(b)}\u0001${b.id}`];
  return left < right ? -1 : left > right ? 1 : 0;
};

export const createContactUseCases = ({
  contacts,
  clock,
  ids,
  maxPerOwner,
  studios,
}: ContactDeps): ContactUseCases => {
  /** The books the caller reaches: their own, and their studio's while a member. */
  const booksOf = async (userId: string): Promise<string[]> => {
    const membership = await studios.membershipOf(userId);
    return membership ? [userId, studioBookOf(membership.studioId)] : [userId];
  };

  /** The contact `id` in one of the caller's books; 404 otherwise. */
  const existing = async (userId: string, id: string): Promise<ContactRecord> => {
    for (const book of await booksOf(userId)) {
      const record = await contacts.find(book, id);
      if (record) return record;
    }
    throw new NotFoundError(messages.contactNotFound);
  };

  /**
   * Runs `write` on the contact as stored now. With `pinned` (the `updatedAt` the caller read), only on that
   * version: 409 if it changed. Without, again on the newer version whenever another write got in first, so the
   * last write wins whole (each write replaces the contact and its index items in one transaction).
   */
  const onLatest = async (
    ownerId: string,
    id: string,
    pinned: string | undefined,
    write: (record: ContactRecord) => Promise<void>,
  ): Promise<void> => {
    for (let attempt = 1; ; attempt += 1) {
      const record = await existing(ownerId, id);
      if (pinned !== undefined && pinned !== record.updatedAt)
        throw new ConflictError(messages.contactChanged);
      try {
        return await write(record);
      } catch (error) {
        if (!(error instanceof ContactChangedError)) throw error;
        if (pinned !== undefined || attempt >= UNPINNED_ATTEMPTS) {
          await existing(ownerId, id);
          throw new ConflictError(messages.contactChanged);
        }
        // Growing with the attempt, at most 250 ms: concurrent writers spread out.
        await jitteredPause(0, Math.min(250, 10 * 2 ** attempt));
      }
    }
  };

  return {
    async list(ownerId, { page, limit, name }) {
      const query = foldSearch(name ?? '');
      const books = await booksOf(ownerId);
      const read = (book: string, request: { page: number; limit: number }) =>
        query ? contacts.search(book, query, request) : contacts.page(book, request);
      if (books.length === 1) {
        const found = await read(ownerId, { page, limit });
        return toPaged(found.items.map(toContact), found.total, page, limit);
      }
      // Two books in one order: each book's first `page * limit`, merged, then the page.
      const found = await Promise.all(books.map((book) => read(book, { page: 1, limit: page * limit })));
      const merged = found.flatMap((one) => one.items).sort(byName);
      const total = found.reduce((sum, one) => sum + one.total, 0);
      return toPaged(merged.slice((page - 1) * limit, page * limit).map(toContact), total, page, limit);
    },

    async create(userId, body) {
      const now = clock.now().toISOString();
      let ownerId = userId;
      if (body.shared) {
        const membership = await studios.membershipOf(userId);
        if (!membership) throw new ConflictError(studioMessages.notInStudio);
        ownerId = studioBookOf(membership.studioId);
      }
      const record = {
        ...contactDataOf(body),
        id: ids.newId(),
        ownerId,
        revision: 1,
        createdAt: now,
        updatedAt: now,
      } as ContactRecord;
      try {
        await contacts.create(record, maxPerOwner);
      } catch (error) {
        if (error instanceof ContactLimitError) throw new ConflictError(messages.limitReached(maxPerOwner));
        throw error;
      }
      return toContact(record);
    },

    async get(ownerId, id) {
      return toContact(await existing(ownerId, id));
    },

    async replace(userId, id, body) {
      let saved: ContactRecord | undefined;
      await onLatest(userId, id, body.updatedAt, async (previous) => {
        const next = {
          ...contactDataOf(body),
          id,
          // A contact stays in its book; `shared` is ignored here.
          ownerId: previous.ownerId,
          revision: previous.revision + 1,
          createdAt: previous.createdAt,
          updatedAt: clock.now().toISOString(),
        } as ContactRecord;
        await contacts.replace(previous, next);
        saved = next;
      });
      return toContact(saved as ContactRecord);
    },

    async remove(ownerId, id) {
      await onLatest(ownerId, id, undefined, (record) => contacts.delete(record));
    },
  };
};
