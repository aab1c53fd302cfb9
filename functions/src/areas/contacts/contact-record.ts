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

/** The contact as the API answers it. */
export const toContact = (record: ContactRecord): Contact => {
  const { ownerId: _owner, revision: _revision, ...contact } = record;
  return contact as Contact;
};
