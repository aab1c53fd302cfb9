import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { forgotPasswordSchema, type ForgotPasswordBody } from '@redigo/shared/schemas/auth';
import { TextField } from '../../../components/ui/form-fields';
import { NotificationCard } from '../../../components/ui/notification-card';
import { SchemaForm, SubmitButton, useSubmitError } from '../../../components/ui/schema-form';
import { forgotPassword } from '../api/auth-api';
import { AuthCard, Outcome, OutcomeLink } from '../components/auth-card';

export const ForgotPasswordPage = () => {
  const [sent, setSent] = useState(false);
  const { error, catching } = useSubmitError();

  if (sent) {
    return (
      <Outcome
        tone="info"
        title="Imposta una nuova password"
        actions={<OutcomeLink>Torna al login</OutcomeLink>}
      >
        <p>
          Se l'indirizzo appartiene a un account, riceverai a breve un messaggio PEC con il link per impostare
          una nuova password.
        </p>
        <p>Il link vale un'ora e si può usare una sola volta.</p>
      </Outcome>
    );
  }

  const submit = catching(async (values: ForgotPasswordBody) => {
    await forgotPassword(values.pec);
    setSent(true);
  });

  return (
    <AuthCard
      title="Recupera la password"
      intro="Inserisci la PEC del tuo account: ti invieremo il link per impostare una nuova password."
      footer={
        <span>
          Ricordi la password? <Link to={paths.login}>Accedi</Link>
        </span>
      }
    >
      <SchemaForm
        initialValues={{ pec: '' }}
        schema={forgotPasswordSchema}
        onSubmit={submit}
        className="auth-form"
      >
        <TextField name="pec" label="PEC" type="email" autoComplete="email" inputMode="email" />
        {error && <NotificationCard variant="error">{error}</NotificationCard>}
        <SubmitButton block>Invia il link</SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
};
