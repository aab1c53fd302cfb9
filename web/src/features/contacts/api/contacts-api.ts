import useSWR, { mutate } from 'swr';
import type { Contact, ContactData } from '@redigo/shared/domain/contact';
import type { Paged } from '@redigo/shared/errors';
import { apiData, apiRequest } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

const CONTACTS_PAGE_SIZE = 10;

/** GET /contact: a page of the lawyer's contacts, those whose name holds `name` when given. */
export const useContactsPage = ({ page, name }: { page: number; name: string }) => {
  const query = { page, limit: CONTACTS_PAGE_SIZE, name };
  return usePagedList<Contact>('/contact', query);
};

/** GET /contact, page 1 of those whose name holds `name`, outside any component (the questionnaire's save). */
export const findContacts = (name: string): Promise<Paged<Contact>> =>
  apiData<Paged<Contact>>({
    method: 'GET',
    route: '/contact',
    query: { page: 1, limit: CONTACTS_PAGE_SIZE, name },
  });

/** GET /contact/{id}. */
export const useContact = (id: string | null) =>
  useSWR(id ? ['GET /contact/{id}', id] : null, () =>
    apiData<Contact>({ method: 'GET', route: '/contact/{id}', params: { id: id as string } }),
  );

/** Every cached list and contact loads again. */
const refreshContacts = () =>
  mutate((key) => Array.isArray(key) && String(key[0]).startsWith('GET /contact'), undefined, {
    revalidate: true,
  });

/**
 * POST /contact, or PUT /contact/{id} replacing `previous` as it was read (its `updatedAt`: a contact changed
 * meanwhile, in another tab or by a questionnaire, is refused with a 409 instead of being overwritten). `shared`: a
 * new contact of a studio's member goes in the studio's book (a contact stays in its book when changed).
 */
export const saveContact = async (
  data: ContactData,
  previous?: Contact,
  shared?: boolean,
): Promise<Contact> => {
  const saved = previous
    ? await apiData<Contact>({
        method: 'PUT',
        route: '/contact/{id}',
        params: { id: previous.id },
        body: { ...data, updatedAt: previous.updatedAt },
      })
    : await apiData<Contact>({
        method: 'POST',
        route: '/contact',
        body: shared === undefined ? data : { ...data, shared },
      });
  await refreshContacts();
  return saved;
};

/** DELETE /contact/{id}: gone for good. */
export const deleteContact = async (id: string): Promise<void> => {
  await apiRequest<void>({ method: 'DELETE', route: '/contact/{id}', params: { id } });
  await refreshContacts();
};
