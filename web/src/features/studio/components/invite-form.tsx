import { object, string } from 'yup';
import { validationMessages } from '@redigo/shared/messages/validation';
import { pecField } from '@redigo/shared/schemas/fields';
import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/form-fields';
import { NotificationCard } from '../../../components/ui/notification-card';
import { SchemaForm, SubmitButton, useSubmitError } from '../../../components/ui/schema-form';
import { useToast } from '../../../components/ui/toast';
import { STUDIO_ROLES, type StudioRole } from '@redigo/shared/domain/studio';
import { invite } from '../api/studio-api';
import { ROLE_HINTS, ROLE_LABELS } from '../studio-rules';

interface InviteValues {
  pec: string;
  role: StudioRole | '';
}

const inviteSchema = object({
  pec: pecField(),
  role: string()
    .oneOf([...STUDIO_ROLES], validationMessages.required)
    .required(validationMessages.required),
});

/** «Invita un collega»: a PEC and a role; the link goes to that PEC and is valid 14 days. */
export const InviteForm = () => {
  const toast = useToast();
  const { error, catching } = useSubmitError();
  const submit = catching(async (values: InviteValues, helpers: { resetForm: () => void }) => {
    const sent = await invite(values.pec.trim(), values.role as StudioRole);
    toast.success(`Invito inviato a ${sent.pec}.`);
    helpers.resetForm();
  });
  return (
    <SchemaForm<InviteValues>
      initialValues={{ pec: '', role: '' }}
      schema={inviteSchema}
      onSubmit={(values, helpers) => submit(values, helpers)}
      className="stack studio-invite"
    >
      <div className="billing-form__pair">
        <TextField name="pec" label="PEC del collega" type="email" inputMode="email" autoComplete="off" />
        <SelectField
          name="role"
          label="Ruolo nello studio"
          placeholder="Scegli il ruolo"
          options={STUDIO_ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] }))}
          hint={
            <>
              Avvocato: {ROLE_HINTS.avvocato}. Collaboratore: {ROLE_HINTS.collaboratore}.
            </>
          }
        />
      </div>
      {error && <NotificationCard variant="error">{error}</NotificationCard>}
      <div className="row">
        <SubmitButton size="sm">Invia l’invito</SubmitButton>
      </div>
    </SchemaForm>
  );
};
