import { useState } from 'react';
import type { Contact } from '@redigo/shared/domain/contact';
import type { Answers } from '@redigo/shared/domain/question';
import { contactAttributeLabels, contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { isPartyGroup, itemFromContact } from '@redigo/shared/questionnaire/contact-items';
import {
  fieldKey,
  fieldsAskedFor,
  type AskedGroup,
  type GroupProblems,
  type TypedItem,
} from './group-answer-state';
import type { ItemAddressBookProps } from '../../contacts';

/** The group form's list, which the address book reads and changes, with its problems. */
interface ItemList {
  items: TypedItem[];
  /** Each item's stable key, so an item keeps its contact when another is removed. */
  keys: string[];
  change: (next: TypedItem[]) => void;
  problems: GroupProblems;
  setProblems: (problems: GroupProblems) => void;
}

type AddressBook = Pick<ItemAddressBookProps, 'source' | 'onPick' | 'onSaved' | 'onRefused'>;

/**
 * The address book on a group's cards: which contact each item came from (kept while the form is open, so a second
 * «Salva in rubrica» updates it), an item filled from a picked contact, and a refused save's messages put next to the
 * fields they name, or on the card. Nothing for a group whose fields are not a contact's attributes.
 */
export const useItemContacts = (
  /** The group, in the lawyer's questionnaire; null for the staff's «Prova», which has no address book. */
  group: AskedGroup | null,
  outer: Answers,
  { items, keys, change, problems, setProblems }: ItemList,
): ((index: number) => AddressBook | undefined) => {
  const [sources, setSources] = useState<Record<string, Contact>>({});
  if (!group || !isPartyGroup(group)) return () => undefined;

  const remember = (index: number, contact: Contact) =>
    setSources((before) => ({ ...before, [keys[index] ?? '']: contact }));
  /** The problems of every item but this one. */
  const othersOf = (index: number) =>
    new Map([...problems.byField].filter(([key]) => !key.startsWith(`${index}.`)));

  return (index) => ({
    source: sources[keys[index] ?? ''],
    onPick: (contact) => {
      change(items.map((item, i) => (i === index ? itemFromContact(group, item, contact) : item)));
      remember(index, contact);
      setProblems({ ...problems, byField: othersOf(index) });
    },
    onSaved: (contact) => {
      remember(index, contact);
      setProblems({ ...problems, byField: othersOf(index) });
    },
    onRefused: ({ byAttribute, general }) => {
      const byField = othersOf(index);
      const asked = fieldsAskedFor(group, items[index] ?? {}, outer).map((field) => field.variable);
      const unplaced = [...general];
      for (const [attribute, message] of byAttribute) {
        if (asked.includes(attribute)) byField.set(fieldKey(index, attribute), m.refused(message));
        else
          unplaced.push(
            `${contactAttributeLabels[attribute as keyof typeof contactAttributeLabels] ?? attribute}: ${message}`,
          );
      }
      if (unplaced.length > 0) byField.set(fieldKey(index, ''), m.refused(unplaced.join(' ')));
      setProblems({ ...problems, byField });
    },
  });
};
