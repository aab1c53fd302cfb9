import { useState } from 'react';
import {
  CONTACT_ATTRIBUTES,
  contactDisplayName,
  type Contact,
  type ContactData,
} from '@redigo/shared/domain/contact';
import type { Answers, AnswerValue, GroupFields } from '@redigo/shared/domain/question';
import { contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { contactFromItem } from '@redigo/shared/questionnaire/contact-items';
import type { SaveRefusal } from './save-refusal';

const ATTRIBUTES = new Set<string>([
  ...CONTACT_ATTRIBUTES.persona_fisica,
  ...CONTACT_ATTRIBUTES.persona_giuridica,
]);

/** A party group as the questionnaire asks it, and one item as the lawyer is filling it (typed text as typed). */
type PartyGroup = GroupFields & { question: string };
type FilledItem = Record<string, AnswerValue>;

/** Whether the lawyer has written any of a contact's data in the item: only then can it be saved. */
const isFilled = (item: FilledItem): boolean =>
  Object.entries(item).some(([variable, value]) => ATTRIBUTES.has(variable) && String(value).trim() !== '');

export interface ItemAddressBookProps {
  group: PartyGroup;
  item: FilledItem;
  /** «Locatore 1». */
  itemLabel: string;
  outer: Answers;
  /** The contact the item was filled from (or last saved as), as the server last gave it. */
  source?: Contact;
  onPick: (contact: Contact) => void;
  onSaved: (contact: Contact) => void;
  /** Problems of a save, by the item's variable (the contact's attributes have the same names), and the others. */
  onRefused: (refusal: SaveRefusal) => void;
}

/**
 * The state of a party's «Scegli dalla rubrica» and «Salva in rubrica»: which dialog is open, the status line saying
 * what they did, and what each dialog's outcome does (a contact picked fills the item; one saved becomes its source).
 */
export const useItemAddressBook = ({
  group,
  item,
  itemLabel,
  outer,
  source,
  onPick,
  onSaved,
  onRefused,
}: ItemAddressBookProps) => {
  const [open, setOpen] = useState<'pick' | 'save' | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const close = () => setOpen(null);

  const askToSave = () => {
    const read = contactFromItem(group, item, outer, source);
    if (read.contact) setOpen('save');
    else onRefused({ byAttribute: read.problems, general: [] });
  };
  const picked = (contact: Contact) => {
    close();
    onPick(contact);
    setAnnouncement(m.filled(contactDisplayName(contact), itemLabel));
  };
  // The item's values were read once by askToSave: only the stored contact they go over may differ.
  const contactFor = (stored: Contact | undefined): ContactData =>
    contactFromItem(group, item, outer, stored).contact ?? ({ kind: 'persona_fisica' } as ContactData);
  const saved = (contact: Contact, updated: boolean) => {
    close();
    onSaved(contact);
    const name = contactDisplayName(contact);
    setAnnouncement(updated ? m.updated(name) : m.created(name));
  };
  const refused = (refusal: SaveRefusal) => {
    close();
    onRefused(refusal);
  };
  return {
    open,
    setOpen,
    filled: isFilled(item),
    announcement,
    close,
    askToSave,
    picked,
    contactFor,
    saved,
    refused,
  };
};
