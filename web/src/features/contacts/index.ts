// The contacts feature's public surface: its pages (the page table loads them) and the address book's API hooks.
export { ContactsPage } from './pages/contacts-page';
export { NewContactPage } from './pages/new-contact-page';
export { EditContactPage } from './pages/edit-contact-page';
export { deleteContact, findContacts, saveContact, useContact, useContactsPage } from './api/contacts-api';
