import { Form, Formik } from 'formik';
import { adminMessages } from '@redigo/shared/messages/admin';
import { createEditorSchema, type CreateEditorBody } from '@redigo/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { Card, PageHeader } from '../../../components/ui/card';
import { FormActions } from '../../../components/ui/form-actions';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { useToast } from '../../../components/ui/toast';
import { errorMessageOf } from '../../../lib/api-error';
import { PASSWORD_HINT } from '../../../lib/password-hint';
import { createEditor } from '../api/users-api';
import '../components/admin.css';

const empty: CreateEditorBody = { name: '', surname: '', pec: '', password: '' };

/** ADD_USER: an admin creates an editor account, confirmed and ready to sign in. */
export const AddEditorPage = () => {
  const toast = useToast();
  return (
    <>
      <PageHeader
        title="Crea utente editor"
        subtitle="L'editor potrà accedere subito con questa PEC e questa password e gestire i master."
      />
      <Card className="narrow-card">
        <Formik
          initialValues={empty}
          validationSchema={createEditorSchema}
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
        >
          {({ isSubmitting }) => (
            <Form className="stack" noValidate>
              <div className="form-grid">
                <TextField name="name" label="Nome" autoComplete="off" />
                <TextField name="surname" label="Cognome" autoComplete="off" />
              </div>
              <TextField name="pec" label="PEC" type="email" autoComplete="off" />
              <PasswordField
                name="password"
                label="Password"
                autoComplete="new-password"
                hint={PASSWORD_HINT}
              />
              <FormActions className="row row--end">
                <Button type="submit" loading={isSubmitting}>
                  Crea utente editor
                </Button>
              </FormActions>
            </Form>
          )}
        </Formik>
      </Card>
    </>
  );
};
