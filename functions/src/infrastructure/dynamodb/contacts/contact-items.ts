import { CONTACT_KINDS } from '@redigo/shared/domain/contact';
import { contactSearchTexts, contactSortName, type ContactRecord } from '../../../areas/contacts';
import { contactKey, nameKey, postingKeys } from './contact-keys';

/** A contact's item: the record, named in its owner's partition, with the name it sorts by. */
export const contactItem = (record: ContactRecord): Record<string, unknown> => ({
  ...record,
  key: contactKey(record.id),
  sortName: contactSortName(record),
});

/** The record of a contact's item; undefined for anything else (a list entry, a posting, the counter). */
export const recordOf = (item: Record<string, unknown> | undefined): ContactRecord | undefined => {
  if (
    !item ||
    typeof item.id !== 'string' ||
    item.key !== contactKey(item.id) ||
    !CONTACT_KINDS.includes(item.kind as never)
  )
    return undefined;
  const { key: _key, sortName: _sortName, ...record } = item;
  return record as unknown as ContactRecord;
};

/** Every item that indexes a contact besides its own: its list entry and its postings, each with its content. */
export const indexItemsOf = (record: ContactRecord): Record<string, unknown>[] => {
  const sortName = contactSortName(record);
  const base = { ownerId: record.ownerId, contactId: record.id };
  return [
    { ...base, key: nameKey(sortName, record.id) },
    ...postingKeys(contactSearchTexts(record), record.id).map((key) => ({ ...base, key, sortName })),
  ];
};
