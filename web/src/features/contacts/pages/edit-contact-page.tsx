import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { CONTACT_KIND_LABELS, contactDisplayName } from '@redigo/shared/domain/contact';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { paths } from '@redigo/shared/paths';
import { Card, PageHeader } from '../../../components/ui/card';
import { Loader } from '../../../components/ui/feedback';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { saveContact, useContact } from '../api/contacts-api';
import { ContactForm } from '../components/contact-form';
import { formValuesOf } from '../components/contact-form-values';

const BackLink = () => (
  <Link to={paths.contacts} className="contacts__back">
    ← Torna alla rubrica
  </Link>
);

/** «Modifica»: the contact (`?id=`) in its kind's form; saving replaces it, unless it changed meanwhile. */
export const EditContactPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const id = useSearchParams()[0].get('id');
  const { data: contact, error } = useContact(id);

  if (!id || error)
    return (
      <>
        <BackLink />
        <NotificationCard variant="error">{id ? errorMessageOf(error) : m.contactNotFound}</NotificationCard>
      </>
    );
  if (!contact) return <Loader label="Caricamento del contatto..." />;
  return (
    <>
      <BackLink />
      <PageHeader
        title="Modifica contatto"
        subtitle={`${contactDisplayName(contact)} · ${CONTACT_KIND_LABELS[contact.kind]}`}
      />
      <Card>
        <ContactForm
          key={contact.updatedAt}
          initialValues={formValuesOf(contact.kind, contact)}
          submitLabel="Salva le modifiche"
          cancelTo={paths.contacts}
          onSubmit={async (data) => {
            await saveContact(data, contact);
            toast.success(m.saved);
            navigate(paths.contacts);
          }}
        />
      </Card>
    </>
  );
};
