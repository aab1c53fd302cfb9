import { Link } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { product } from '@redigo/shared/product';
import { loginSchema, type LoginBody } from '@redigo/shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { PasswordField, TextField } from '../../../components/ui/form-fields';
import { NotificationCard } from '../../../components/ui/notification-card';
import { SchemaForm, SubmitButton } from '../../../components/ui/schema-form';
import { supportMailto } from '../../../lib/support';
import { ResendVerification } from '../components/resend-verification';
import { AuthCard, Outcome } from '../components/auth-card';
import { useLogin } from './use-login';

const initialValues: LoginBody = { pec: '', password: '' };

const BackToLogin = ({ onClick }: { onClick: () => void }) => (
  <Button variant="outline" onClick={onClick}>
    Torna al login
  </Button>
);

export const LoginPage = () => {
  const { outcome, submit, backToForm } = useLogin();

  if (outcome.kind === 'unverified') {
    return (
      <Outcome
        tone="info"
        title="Conferma la tua identità"
        actions={
          <>
            <ResendVerification pec={outcome.pec} />
            <BackToLogin onClick={backToForm} />
          </>
        }
      >
        <p>Per accedere devi prima confermare il tuo indirizzo PEC.</p>
        <p>
          Apri il messaggio che ti abbiamo inviato al momento della registrazione e segui il link di verifica.
          Se non lo trovi o il link è scaduto, chiedine uno nuovo.
        </p>
      </Outcome>
    );
  }
  if (outcome.kind === 'suspended') {
    return (
      <Outcome tone="error" title="Account sospeso" actions={<BackToLogin onClick={backToForm} />}>
        <p>{outcome.message}</p>
        <p>
          Per chiarimenti scrivi al supporto dalla PEC associata al tuo account:{' '}
          <a href={supportMailto('Account sospeso')}>{product.supportEmail}</a>
        </p>
      </Outcome>
    );
  }

  return (
    <AuthCard
      title="Accedi"
      intro="Entra con la tua PEC per creare e scaricare i tuoi contratti."
      footer={
        <>
          <span>
            Non hai un account? <Link to={paths.registration}>Registrati</Link>
          </span>
          <span>
            <Link to={paths.passwordRecovery}>Hai dimenticato la password?</Link>
          </span>
        </>
      }
    >
      <SchemaForm initialValues={initialValues} schema={loginSchema} onSubmit={submit} className="auth-form">
        <TextField name="pec" label="PEC" type="email" autoComplete="username" inputMode="email" />
        <PasswordField name="password" label="Password" autoComplete="current-password" />
        {outcome.error && <NotificationCard variant="error">{outcome.error}</NotificationCard>}
        <SubmitButton block>Accedi</SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
};
