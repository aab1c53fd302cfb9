import { lazy, Suspense } from 'react';
import { contactPickerMessages as m } from '@redigo/shared/messages/contacts';
import { Button } from '../../../components/ui/button';
import { useItemAddressBook, type ItemAddressBookProps } from './use-item-address-book';

// The dialogs and the contacts client load when first opened: the questionnaire's chunk stays as it was.
const ContactPicker = lazy(async () => ({ default: (await import('./contact-picker')).ContactPicker }));
const SaveToContacts = lazy(async () => ({ default: (await import('./save-to-contacts')).SaveToContacts }));

/**
 * «Scegli dalla rubrica» and, on a filled item, «Salva in rubrica» (docs/api.md, "Address book"): the buttons on a
 * party group's card, their dialogs, and a status line saying what they did.
 */
export const ItemAddressBook = (props: ItemAddressBookProps) => {
  const { itemLabel, source } = props;
  const { open, setOpen, filled, announcement, close, askToSave, picked, contactFor, saved, refused } =
    useItemAddressBook(props);
  return (
    <>
      <div className="group-item__contacts">
        <Button variant="outline" size="sm" onClick={() => setOpen('pick')}>
          {m.pick}
          <span className="visually-hidden"> per {itemLabel}</span>
        </Button>
        {filled && (
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
        {open === 'pick' && <ContactPicker itemLabel={itemLabel} onClose={close} onPick={picked} />}
        {open === 'save' && (
          <SaveToContacts
            contactFor={contactFor}
            source={source}
            onClose={close}
            onSaved={saved}
            onRefused={refused}
          />
        )}
      </Suspense>
    </>
  );
};
