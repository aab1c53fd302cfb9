import { useState } from 'react';
import { contactDisplayName, type Contact, type ContactData } from '@redigo/shared/domain/contact';
import { contactAttributeLabels, contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { contactChanges } from '@redigo/shared/questionnaire/contact-changes';
import { ApiError, errorMessageOf } from '../../lib/api-error';
import { Button } from '../../components/ui/button';
import { Modal } from '../../components/ui/modal';
import { saveContact } from '../contacts';
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
  /** The contact as the item would write it. */
  contact: ContactData;
  /** The contact the item came from, as last read: the save updates it; none, a new contact. */
  stored?: Contact;
  onSaved: (saved: Contact) => void;
  onRefused: (refusal: SaveRefusal) => void;
  onClose: () => void;
}

/**
 * «Salva in rubrica»: what the save will change, field by field (old → new, or every value of a new contact), and a
 * confirmation; only then POST /contact or PUT /contact/{id} with the stored `updatedAt` (a contact changed
 * meanwhile is refused, not overwritten). Nothing to change: says so, and offers only to close.
 */
export const SaveToContacts = ({ contact, stored, onSaved, onRefused, onClose }: SaveToContactsProps) => {
  const [saving, setSaving] = useState(false);
  const changes = contactChanges(stored, contact);
  const name = contactDisplayName(stored ?? contact);
  const save = async () => {
    setSaving(true);
    try {
      onSaved(await saveContact(contact, stored));
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
          {stored ? m.confirmUpdate : m.confirmCreate}
        </Button>
      </>
    );
  return (
    <Modal open title={m.saveTitle} onClose={onClose} footer={footer}>
      {changes.length === 0 ? (
        <p>{m.noChanges(name)}</p>
      ) : (
        <>
          <p>{stored ? m.updateIntro(name) : m.createIntro}</p>
          <ul className="contact-changes">
            {changes.map((change) => (
              <li key={change.attribute}>
                <strong>{change.label}</strong>:{' '}
                {stored && (
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
