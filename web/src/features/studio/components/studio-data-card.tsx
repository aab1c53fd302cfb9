import { useState } from 'react';
import type { Billing } from '@redigo/shared/domain/invoice';
import { BillingSummary } from '../../../components/invoices/billing-summary';
import { BillingForm } from '../../../components/invoices/billing-form';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useSubmitError } from '../../../components/ui/schema-form';
import { useToast } from '../../../components/ui/toast';
import type { Studio } from '@redigo/shared/domain/studio';
import { updateStudio } from '../api/studio-api';

/** «Dati dello studio»: the billing data every member's purchase is invoiced to; the titolare changes them. */
export const StudioDataCard = ({ studio, editable }: { studio: Studio; editable: boolean }) => {
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const { error, catching } = useSubmitError();
  const titolare = studio.members.find((member) => member.role === 'titolare');
  const save = catching(async (billing: Billing) => {
    await updateStudio(billing);
    setEditing(false);
    toast.success('Dati dello studio aggiornati. Le fatture già emesse restano come sono.');
  });
  return (
    <Card
      title="Dati dello studio"
      actions={
        editable &&
        !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            Modifica i dati
          </Button>
        )
      }
    >
      {editing ? (
        <BillingForm
          initial={studio.billing}
          accountPec={titolare?.pec ?? ''}
          onSave={save}
          onCancel={() => setEditing(false)}
          studio
          submitLabel="Salva i dati dello studio"
        />
      ) : (
        <BillingSummary billing={studio.billing} accountPec={titolare?.pec ?? ''} />
      )}
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      {!editable && <p className="muted studio-note">Solo il titolare può modificare i dati dello studio.</p>}
    </Card>
  );
};
