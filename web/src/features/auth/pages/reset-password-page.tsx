import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { resetPasswordFormSchema, type ResetPasswordForm } from '@redigo/shared/schemas/auth';
import { ButtonLink } from '../../../components/ui/button';
import { PasswordField } from '../../../components/ui/form-fields';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { SchemaForm, SubmitButton } from '../../../components/ui/schema-form';
import { errorMessageOf } from '../../../lib/api-error';
import { clearStorage } from '../../../lib/storage';
import { resetPassword } from '../api/auth-api';
import { AuthCard, Outcome, OutcomeLink } from '../components/auth-card';

type State = { kind: 'form' } | { kind: 'done' } | { kind: 'failed'; message?: string };

const initialValues: ResetPasswordForm = { password: '', passwordConfirmation: '' };

export const ResetPasswordPage = () => {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [state, setState] = useState<State>({ kind: 'form' });

  if (state.kind === 'done') {
    return (
      <Outcome
        tone="success"
        title="Hai impostato una nuova password"
        actions={<ButtonLink to={paths.login}>Vai al login</ButtonLink>}
      >
        <p>Da ora accedi con la nuova password.</p>
      </Outcome>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Outcome
        tone="error"
        title="Reset della password fallito"
        actions={<OutcomeLink to={paths.passwordRecovery}>Richiedi un nuovo link</OutcomeLink>}
      >
        <p>
          {token
            ? 'Il link potrebbe essere scaduto o già utilizzato.'
            : 'Il link aperto non contiene un codice valido.'}
        </p>
        {state.message && state.message !== 'Reset della password fallito' && <p>{state.message}</p>}
      </Outcome>
    );
  }

  const submit = async (values: ResetPasswordForm) => {
    // Without a token in the address nothing is sent: the link opened was not a whole reset link.
    if (!token) {
      setState({ kind: 'failed' });
      return;
    }
    try {
      await resetPassword(token, values.password);
      // The server ends every session of the account: the next sign-in uses the new password.
      clearStorage();
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: errorMessageOf(error) });
    }
  };

  return (
    <AuthCard title="Nuova password" intro="Scegli la nuova password del tuo account.">
      <SchemaForm
        initialValues={initialValues}
        schema={resetPasswordFormSchema}
        onSubmit={submit}
        className="auth-form"
      >
        <NewPasswordField name="password" label="Nuova password" />
        <PasswordField name="passwordConfirmation" label="Conferma password" autoComplete="new-password" />
        <SubmitButton block>Imposta la password</SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
};
