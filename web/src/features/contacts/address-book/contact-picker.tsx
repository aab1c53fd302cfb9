import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { CONTACT_KIND_LABELS, contactDisplayName, type Contact } from '@redigo/shared/domain/contact';
import { contactMessages, contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { errorMessageOf } from '../../../lib/api-error';
import { Modal } from '../../../components/ui/modal';
import { useContactsPage } from '../api/contacts-api';
import './contact-picker.css';

/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 250;

interface ContactPickerProps {
  /** «Locatore 1»: the item the contact fills. */
  itemLabel: string;
  onPick: (contact: Contact) => void;
  onClose: () => void;
}

const useDebounced = (value: string, ms: number): string => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
};

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
  const [query, setQuery] = useState('');
  const name = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading } = useContactsPage({ page: 1, name });
  const list = useRef<HTMLUListElement>(null);
  const search = useRef<HTMLInputElement>(null);

  const results = data?.results ?? [];
  const status = error
    ? errorMessageOf(error)
    : isLoading || name !== query.trim()
      ? m.searching
      : results.length === 0
        ? name === ''
          ? m.empty
          : contactMessages.noMatch
        : m.found(results.length, data?.totalResults ?? results.length);

  const options = () => Array.from(list.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
  const onListKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const buttons = options();
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next = at + (event.key === 'ArrowDown' ? 1 : -1);
    if (next < 0) search.current?.focus();
    else buttons[Math.min(next, buttons.length - 1)]?.focus();
  };
  const onSearchKey = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    options()[0]?.focus();
  };

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
