// The contacts feature's public surface: its pages (the page table loads them), the address book's API hooks, and
// the bridge a party's card in the questionnaire shows («Scegli dalla rubrica», «Salva in rubrica»).
export { ContactsPage } from './pages/contacts-page';
export { NewContactPage } from './pages/new-contact-page';
export { EditContactPage } from './pages/edit-contact-page';
export { deleteContact, findContacts, saveContact, useContact, useContactsPage } from './api/contacts-api';
export { ItemAddressBook } from './address-book/item-address-book';
export type { ItemAddressBookProps } from './address-book/use-item-address-book';
