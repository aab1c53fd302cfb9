import { useCallback, useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ContactKind } from '@redigo/shared/domain/contact';
import { contactMessages as m } from '@redigo/shared/messages/contacts';
import { paths } from '@redigo/shared/paths';
import { Card, PageHeader } from '../../../components/ui/card';
import { useToast } from '../../../components/ui/toast';
import { useMembership } from '../../../lib/studio-membership';
import { Checkbox } from '../../../components/ui/checkbox-field';
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
  // A member may put the contact in the studio's book, which every member reads and changes.
  const membership = useMembership();
  const [shared, setShared] = useState(false);
  const sharedId = useId();

  return (
    <>
      <Link to={paths.contacts} className="contacts__back">
        ← Torna alla rubrica
      </Link>
      <PageHeader title="Nuovo contatto" subtitle="I dati si controllano mentre li scrivi." />
      <Card>
        {membership && (
          <div className="field field--checkbox contacts__shared">
            <Checkbox
              id={sharedId}
              checked={shared}
              onChange={(event) => setShared(event.target.checked)}
              aria-describedby={`${sharedId}-hint`}
            >
              Condividi con lo studio
            </Checkbox>
            <p id={`${sharedId}-hint`} className="muted contacts__shared-hint">
              Il contatto entra nella rubrica dello studio «{membership.studio.denominazione}»: tutti i
              componenti potranno vederlo, modificarlo ed eliminarlo.
            </p>
          </div>
        )}
        <KindChoice value={kind} onChange={setKind} />
        <ContactForm
          key={kind}
          initialValues={formValuesOf(kind, typed.current)}
          submitLabel="Aggiungi alla rubrica"
          cancelTo={paths.contacts}
          onValuesChange={remember}
          onSubmit={async (data) => {
            await saveContact(data, undefined, membership ? shared : undefined);
            toast.success(m.created);
            navigate(paths.contacts);
          }}
        />
      </Card>
    </>
  );
};
