import { useId } from 'react';
import { CONTACT_KIND_LABELS, contactDisplayName, type Contact } from '@redigo/shared/domain/contact';
import { contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { Modal } from '../../../components/ui/modal';
import { useContactPicker } from './use-contact-picker';
import './contact-picker.css';

interface ContactPickerProps {
  /** «Locatore 1»: the item the contact fills. */
  itemLabel: string;
  onPick: (contact: Contact) => void;
  onClose: () => void;
}

/** The code that identifies a contact and where it lives, as the picker's second line shows them. */
const detailsOf = (contact: Contact): string =>
  [
    CONTACT_KIND_LABELS[contact.kind],
    contact.kind === 'persona_fisica' ? `C.F. ${contact.codice_fiscale}` : `P. IVA ${contact.partita_iva}`,
    `${contact.comune} (${contact.provincia})`,
  ].join(' · ');

/**
 * «Scegli dalla rubrica»: a dialog that searches the lawyer's contacts as they type (GET /contact?name=, debounced)
 * and lists each with its kind, code and town. Arrow keys move from the search to the results and among them, Tab
 * too; Enter or a click picks; Escape or the visible «Chiudi» closes, and the focus goes back to the button that
 * opened it.
 */
export const ContactPicker = ({ itemLabel, onPick, onClose }: ContactPickerProps) => {
  const id = useId();
  const { query, setQuery, results, status, list, search, onListKey, onSearchKey } = useContactPicker();

  return (
    <Modal open title={m.pickTitle(itemLabel)} onClose={onClose} closeButton>
      <div className="contact-picker">
        <label className="group-field__label" htmlFor={`${id}-search`}>
          {m.searchLabel}
        </label>
        <input
          ref={search}
          id={`${id}-search`}
          data-autofocus
          className="field__input"
          type="search"
          autoComplete="off"
          value={query}
          maxLength={120}
          aria-describedby={`${id}-status`}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onSearchKey}
        />
        <p id={`${id}-status`} className="contact-picker__status" role="status">
          {status}
        </p>
        {results.length > 0 && (
          <ul ref={list} className="contact-picker__results" aria-label="Contatti" onKeyDown={onListKey}>
            {results.map((contact) => (
              <li key={contact.id}>
                <button type="button" className="contact-picker__option" onClick={() => onPick(contact)}>
                  <span className="contact-picker__name">{contactDisplayName(contact)}</span>
                  <span className="contact-picker__details">{detailsOf(contact)}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
};
