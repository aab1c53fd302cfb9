import { lazy, Suspense, useState } from 'react';
import {
  CONTACT_ATTRIBUTES,
  contactDisplayName,
  type Contact,
  type ContactData,
} from '@redigo/shared/domain/contact';
import type { Answers, AnswerValue, GroupFields } from '@redigo/shared/domain/question';
import { contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { contactFromItem } from '@redigo/shared/questionnaire/contact-items';
import { Button } from '../../../components/ui/button';
import type { SaveRefusal } from './save-to-contacts';

// The dialogs and the contacts client load when first opened: the questionnaire's chunk stays as it was.
const ContactPicker = lazy(async () => ({ default: (await import('./contact-picker')).ContactPicker }));
const SaveToContacts = lazy(async () => ({ default: (await import('./save-to-contacts')).SaveToContacts }));

const ATTRIBUTES = new Set<string>([
  ...CONTACT_ATTRIBUTES.persona_fisica,
  ...CONTACT_ATTRIBUTES.persona_giuridica,
]);

/** Whether the lawyer has written any of a contact's data in the item: only then can it be saved. */
/** A party group as the questionnaire asks it, and one item as the lawyer is filling it (typed text as typed). */
type PartyGroup = GroupFields & { question: string };
type FilledItem = Record<string, AnswerValue>;

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
 * «Scegli dalla rubrica» and, on a filled item, «Salva in rubrica» (docs/api.md, "Address book"): the buttons on a
 * party group's card, their dialogs, and a status line saying what they did.
 */
export const ItemAddressBook = ({
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

  return (
    <>
      <div className="group-item__contacts">
        <Button variant="outline" size="sm" onClick={() => setOpen('pick')}>
          {m.pick}
          <span className="visually-hidden"> per {itemLabel}</span>
        </Button>
        {isFilled(item) && (
          <Button variant="outline" size="sm" onClick={askToSave}>
            {m.save}
            <span className="visually-hidden"> {itemLabel}</span>
          </Button>
        )}
      </div>
      <p className="group-item__status" role="status">
        {announcement}
      </p>
      <Suspense fallback={null}>
        {open === 'pick' && (
          <ContactPicker
            itemLabel={itemLabel}
            onClose={close}
            onPick={(contact) => {
              close();
              onPick(contact);
              setAnnouncement(m.filled(contactDisplayName(contact), itemLabel));
            }}
          />
        )}
        {open === 'save' && (
          <SaveToContacts
            // The item's values were read once above: only the stored contact they go over may differ.
            contactFor={(stored) =>
              contactFromItem(group, item, outer, stored).contact ??
              ({ kind: 'persona_fisica' } as ContactData)
            }
            source={source}
            onClose={close}
            onSaved={(saved, updated) => {
              close();
              onSaved(saved);
              const name = contactDisplayName(saved);
              setAnnouncement(updated ? m.updated(name) : m.created(name));
            }}
            onRefused={(refusal) => {
              close();
              onRefused(refusal);
            }}
          />
        )}
      </Suspense>
    </>
  );
};
