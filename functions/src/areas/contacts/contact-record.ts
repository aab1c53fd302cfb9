import { CONTACT_ATTRIBUTES, type Contact, type ContactData } from '@redigo/shared/domain/contact';
import type { ContactBody } from '@redigo/shared/schemas/contacts';

/** A contact as stored: the contact, its owner, and a revision that moves with every write (for conditions). */
export type ContactRecord = Contact & { ownerId: string; revision: number };

/** The contact's data from a validated body: its kind's attributes that have a value, nothing else. */
export const contactDataOf = (body: ContactBody): ContactData => {
  const given = body as unknown as Record<string, unknown>;
  const attributes: readonly string[] = CONTACT_ATTRIBUTES[body.kind];
  return Object.fromEntries([
    ['kind', body.kind],
    ...attributes.flatMap((name) => (given[name] === undefined ? [] : [[name, given[name]]])),
  ]) as ContactData;
};

/** The book of a studio's contacts (docs/api.md, "The studio"): a partition of its own beside the lawyers'. */
export const studioBookOf = (studioId: string): string => `studio#${studioId}`;

const isStudioBook = (ownerId: string): boolean => ownerId.startsWith('studio#');

/** The contact as the API answers it, `shared` when it is in a studio's book. */
export const toContact = (record: ContactRecord): Contact => {
  const { ownerId, revision: _revision, ...contact } = record;
  return { ...(contact as Contact), shared: isStudioBook(ownerId) };
};
