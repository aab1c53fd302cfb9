import { useEffect, useState } from 'react';
import { contactDisplayName, type Contact, type ContactData } from '@redigo/shared/domain/contact';
import { contactChanges } from '@redigo/shared/questionnaire/contact-changes';
import { isSameContact, searchNameOf } from '@redigo/shared/questionnaire/contact-items';
import { findContacts, saveContact } from '../api/contacts-api';
import { refusalOf, type SaveRefusal } from './save-refusal';

/**
 * The contact a save updates: the item's own, else one found by the item's name with the same kind and code (the
 * card forgot where it came from: the form was left and opened again), so a save never makes a second copy of a
 * client. `undefined` while looking; null for a new contact.
 */
const useStoredContact = (source: Contact | undefined, item: ContactData): Contact | null | undefined => {
  const [found, setFound] = useState<Contact | null | undefined>(source);
  const name = searchNameOf(item);
  useEffect(() => {
    if (source || found !== undefined) return undefined;
    let current = true;
    const settle = (contact: Contact | null) => current && setFound(contact);
    if (name === '') settle(null);
    else
      findContacts(name).then(
        (page) => settle(page.results.find((candidate) => isSameContact(candidate, item)) ?? null),
        // Not found for want of an answer: the save is a create, which the server judges as any other.
        () => settle(null),
      );
    return () => {
      current = false;
    };
  });
  return found;
};

interface SaveToContactsOptions {
  contactFor: (stored: Contact | undefined) => ContactData;
  source: Contact | undefined;
  onSaved: (saved: Contact, updated: boolean) => void;
  onRefused: (refusal: SaveRefusal) => void;
}

/**
 * The state of «Salva in rubrica»: the stored contact the save goes over (`looking` while it is looked for), the
 * contact as the item writes it, what that changes, field by field, and the save itself.
 */
export const useSaveToContacts = ({ contactFor, source, onSaved, onRefused }: SaveToContactsOptions) => {
  const [saving, setSaving] = useState(false);
  const stored = useStoredContact(source, contactFor(source));
  const known = stored ?? undefined;
  const contact = contactFor(known);
  const changes = contactChanges(known, contact);
  const name = contactDisplayName(known ?? contact);
  const save = async () => {
    setSaving(true);
    try {
      onSaved(await saveContact(contact, known), known !== undefined);
    } catch (error) {
      onRefused(refusalOf(error));
    }
  };
  return { looking: stored === undefined, known, changes, name, saving, save };
};
