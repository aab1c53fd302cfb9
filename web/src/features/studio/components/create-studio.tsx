import type { Billing } from '@redigo/shared/domain/invoice';
import { BillingForm } from '../../../components/invoices/billing-form';
import { Card } from '../../../components/ui/card';
import { NotificationCard } from '../../../components/ui/notification-card';
import { useSubmitError } from '../../../components/ui/schema-form';
import { useToast } from '../../../components/ui/toast';
import { createStudio } from '../api/studio-api';

/** «Crea lo studio»: the studio's name and billing data, checked as the billing form checks them. */
export const CreateStudio = ({ accountPec }: { accountPec: string }) => {
  const toast = useToast();
  const { error, catching } = useSubmitError();
  const create = catching(async (billing: Billing) => {
    const studio = await createStudio(billing);
    toast.success(`Lo studio «${studio.denominazione}» è stato creato: ne sei il titolare.`);
  });
  return (
    <>
      <Card title="Lavori con altri colleghi?">
        <div className="studio-intro">
          <p>
            Con uno studio i colleghi, i praticanti e le segreterie condividono l’archivio dei documenti, la
            rubrica dei clienti e i dati di fatturazione: gli acquisti di ciascuno sono fatturati allo studio.
          </p>
          <p>
            Ogni documento può restare <strong>riservato</strong> a chi lo ha creato. I documenti creati prima
            di entrare in uno studio restano riservati finché non decidi di condividerli.
          </p>
          <p className="muted">
            Se un collega ti ha invitato nel suo studio, apri il link che hai ricevuto via PEC.
          </p>
        </div>
      </Card>
      <Card title="Crea lo studio">
        <p className="muted">
          Indica la denominazione e i dati di fatturazione dello studio: le fatture degli acquisti dei
          componenti saranno intestate allo studio. Ne sarai il titolare.
        </p>
        <BillingForm
          initial={null}
          accountPec={accountPec}
          onSave={create}
          studio
          submitLabel="Crea lo studio"
        />
        {error && <NotificationCard variant="error">{error}</NotificationCard>}
      </Card>
    </>
  );
};
