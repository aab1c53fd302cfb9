import { useEffect, useRef, useState } from 'react';
import { contactDisplayName, type Contact } from '@redigo/shared/domain/contact';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { paths } from '@redigo/shared/paths';
import { ButtonLink } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { PagedTable } from '../../../components/ui/paged-table';
import { SearchBar } from '../../../components/ui/search-bar';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { useListParams } from '../../../lib/use-list-params';
import { useMembership } from '../../../lib/studio-membership';
import { deleteContact, useContactsPage } from '../api/contacts-api';
import { contactColumns } from '../components/contacts-table';
import '../components/contacts.css';

/** The Rubrica: the lawyer's contacts by name, searched and paged, each to edit or delete. */
export const ContactsPage = () => {
  const toast = useToast();
  const [params, setParams] = useListParams();
  const contacts = useContactsPage(params);
  const membership = useMembership();
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const [removing, setRemoving] = useState(false);
  const filters = useRef<HTMLDivElement>(null);
  const deleted = useRef(false);

  // The deleted row and its Elimina button are gone: once the dialog has closed (and the page is no longer inert),
  // the focus goes on to the search instead of the page's body.
  useEffect(() => {
    if (deleting !== null || !deleted.current) return;
    deleted.current = false;
    filters.current?.querySelector('input')?.focus();
  }, [deleting]);

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    try {
      await deleteContact(deleting.id);
      toast.success(m.deleted);
      deleted.current = true;
    } catch (failure) {
      toast.error(errorMessageOf(failure));
    }
    setRemoving(false);
    setDeleting(null);
  };

  return (
    <>
      <PageHeader
        title="Rubrica"
        subtitle={
          membership
            ? `Clienti e controparti, inseriti una volta e ripresi nei documenti. Quelli «Dello studio» li vedono e li modificano tutti i componenti di ${membership.studio.denominazione}; gli altri sono solo tuoi.`
            : 'Clienti e controparti, inseriti una volta e ripresi nei documenti.'
        }
        actions={
          <ButtonLink to={paths.addContact} size="sm">
            Nuovo contatto
          </ButtonLink>
        }
      />
      <div className="contacts__filters" ref={filters}>
        <SearchBar
          label="Cerca per nome o denominazione"
          value={params.name}
          onSearch={(name) => setParams({ name })}
        />
      </div>
      <PagedTable
        list={contacts}
        loading="Caricamento della rubrica..."
        onPage={(page) => setParams({ page })}
        caption="Contatti della rubrica"
        variant="userTable"
        columns={contactColumns(setDeleting)}
        empty={params.name ? m.noMatch : m.empty}
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Eliminare il contatto?"
        confirmLabel="Elimina"
        loading={removing}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>
          «{deleting ? contactDisplayName(deleting) : ''}» sarà eliminato dalla rubrica per sempre. I
          documenti già acquistati restano come sono.
        </p>
      </ConfirmDialog>
    </>
  );
};
