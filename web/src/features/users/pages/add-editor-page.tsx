import { adminMessages } from '@redigo/shared/messages/admin';
import { createEditorSchema, type CreateEditorBody } from '@redigo/shared/schemas/auth';
import { TextField } from '../../../components/ui/form-fields';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { SubmitButton } from '../../../components/ui/schema-form';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { createEditor } from '../api/users-api';
import { StaffFormPage } from '../../../components/ui/staff-form-page';

const empty: CreateEditorBody = { name: '', surname: '', pec: '', password: '' };

/** ADD_USER: an admin creates an editor account, confirmed and ready to sign in. */
export const AddEditorPage = () => {
  const toast = useToast();
  return (
    <StaffFormPage
      title="Crea utente editor"
      subtitle="L'editor potrà accedere subito con questa PEC e questa password e gestire i master."
      initialValues={empty}
      schema={createEditorSchema}
      onSubmit={async (values, helpers) => {
        const loading = toast.loading(adminMessages.editorLoading);
        try {
          await createEditor(createEditorSchema.cast(values));
          toast.success(adminMessages.editorCreated, loading);
          helpers.resetForm();
        } catch (failure) {
          toast.error(errorMessageOf(failure), loading);
        }
      }}
      actions={<SubmitButton>Crea utente editor</SubmitButton>}
    >
      <div className="form-grid">
        <TextField name="name" label="Nome" autoComplete="off" />
        <TextField name="surname" label="Cognome" autoComplete="off" />
      </div>
      <TextField name="pec" label="PEC" type="email" autoComplete="off" />
      <NewPasswordField name="password" label="Password" />
    </StaffFormPage>
  );
};
