import { useCallback, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ContactKind } from '@redigo/shared/domain/contact';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { paths } from '@redigo/shared/paths';
import { Card, PageHeader } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { saveContact } from '../api/contacts-api';
import { ContactForm } from '../components/contact-form';
import { formValuesOf, type ContactFormValues } from '../components/contact-form-values';
import { KindChoice } from '../components/kind-choice';

/** «Nuovo contatto»: the kind first, then its form; what both kinds have survives a change of kind. */
export const NewContactPage = () => {
  const navigate = useNavigate();
  const toast = useToast();
  const [kind, setKind] = useState<ContactKind>('persona_fisica');
  const typed = useRef<ContactFormValues | undefined>(undefined);
  const remember = useCallback((values: ContactFormValues) => {
    typed.current = values;
  }, []);

  return (
    <>
      <Link to={paths.contacts} className="contacts__back">
        ← Torna alla rubrica
      </Link>
      <PageHeader title="Nuovo contatto" subtitle="I dati si controllano mentre li scrivi." />
      <Card>
        <KindChoice value={kind} onChange={setKind} />
        <ContactForm
          key={kind}
          initialValues={formValuesOf(kind, typed.current)}
          submitLabel="Aggiungi alla rubrica"
          cancelTo={paths.contacts}
          onValuesChange={remember}
          onSubmit={async (data) => {
            await saveContact(data);
            toast.success(m.created);
            navigate(paths.contacts);
          }}
        />
      </Card>
    </>
  );
};
