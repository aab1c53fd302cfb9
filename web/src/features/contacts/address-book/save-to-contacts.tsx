import { useEffect, useState } from 'react';
import { contactDisplayName, type Contact, type ContactData } from '@redigo/shared/domain/contact';
import { contactAttributeLabels, contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { contactChanges } from '@redigo/shared/questionnaire/contact-changes';
import { isSameContact, searchNameOf } from '@redigo/shared/questionnaire/contact-items';
import { ApiError, errorMessageOf } from '../../../lib/api-error';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { findContacts, saveContact } from '../api/contacts-api';
import './contact-picker.css';

/** The server's refusal of a save: its messages by the attribute they name, and those that name none. */
export interface SaveRefusal {
  byAttribute: Map<string, string>;
  general: string[];
}

/** The server's 400 messages (`"Codice fiscale: ..."`) by the attribute whose label starts them. */
export const refusalOf = (error: unknown): SaveRefusal => {
  const byAttribute = new Map<string, string>();
  const general: string[] = [];
  const messages =
    error instanceof ApiError && error.status === 400 && error.errors?.length
      ? error.errors
      : [errorMessageOf(error)];
  for (const message of messages) {
    const named = Object.entries(contactAttributeLabels).find(([, label]) =>
      message.startsWith(`${label}: `),
    );
    if (named && !byAttribute.has(named[0])) byAttribute.set(named[0], message.slice(named[1].length + 2));
    else general.push(message);
  }
  return { byAttribute, general };
};

interface SaveToContactsProps {
  /** The contact as the item would write it over `stored` (none: a new contact). */
  contactFor: (stored: Contact | undefined) => ContactData;
  /** The contact the item came from, as last read; none: one of the same code is looked for by name. */
  source?: Contact;
  /** `updated`: an existing contact was changed (else one was created). */
  onSaved: (saved: Contact, updated: boolean) => void;
  onRefused: (refusal: SaveRefusal) => void;
  onClose: () => void;
}

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

/**
 * «Salva in rubrica»: what the save will change, field by field (old → new, or every value of a new contact), and a
 * confirmation; only then POST /contact or PUT /contact/{id} with the stored `updatedAt` (a contact changed
 * meanwhile is refused, not overwritten). Nothing to change: says so, and offers only to close.
 */
export const SaveToContacts = ({ contactFor, source, onSaved, onRefused, onClose }: SaveToContactsProps) => {
  const [saving, setSaving] = useState(false);
  const stored = useStoredContact(source, contactFor(source));
  if (stored === undefined)
    return (
      <Modal open title={m.saveTitle} onClose={onClose}>
        <p role="status">{m.looking}</p>
      </Modal>
    );
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
  const footer =
    changes.length === 0 ? (
      <Button size="sm" onClick={onClose}>
        Chiudi
      </Button>
    ) : (
      <>
        <Button variant="outline" size="sm" onClick={onClose}>
          Annulla
        </Button>
        <Button size="sm" loading={saving} onClick={() => void save()}>
          {known ? m.confirmUpdate : m.confirmCreate}
        </Button>
      </>
    );
  return (
    <Modal open title={m.saveTitle} onClose={onClose} footer={footer}>
      {changes.length === 0 ? (
        <p>{m.noChanges(name)}</p>
      ) : (
        <>
          <p>{known ? (source ? m.updateIntro(name) : m.sameCodeIntro(name)) : m.createIntro}</p>
          <ul className="contact-changes">
            {changes.map((change) => (
              <li key={change.attribute}>
                <strong>{change.label}</strong>:{' '}
                {known && (
                  <>
                    <span className="contact-changes__before">{change.before ?? m.none}</span>{' '}
                    <span aria-hidden="true">→</span>
                    <span className="visually-hidden">{m.becomes}</span>{' '}
                  </>
                )}
                <span>{change.after ?? m.none}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
};
