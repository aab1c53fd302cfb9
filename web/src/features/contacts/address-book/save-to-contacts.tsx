import type { Contact, ContactData } from '@redigo/shared/domain/contact';
import { contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import type { SaveRefusal } from './save-refusal';
import { useSaveToContacts } from './use-save-to-contacts';
import './contact-picker.css';

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
 * «Salva in rubrica»: what the save will change, field by field (old → new, or every value of a new contact), and a
 * confirmation; only then POST /contact or PUT /contact/{id} with the stored `updatedAt` (a contact changed
 * meanwhile is refused, not overwritten). Nothing to change: says so, and offers only to close.
 */
export const SaveToContacts = ({ contactFor, source, onSaved, onRefused, onClose }: SaveToContactsProps) => {
  const { looking, known, changes, name, saving, save } = useSaveToContacts({
    contactFor,
    source,
    onSaved,
    onRefused,
  });
  if (looking)
    return (
      <Modal open title={m.saveTitle} onClose={onClose}>
        <p role="status">{m.looking}</p>
      </Modal>
    );
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
