import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@redigo/shared/paths';
import { forgotPasswordSchema, type ForgotPasswordBody } from '@redigo/shared/schemas/auth';
import { Button, ButtonLink } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form-fields';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { forgotPassword } from '../api/auth-api';
import { AuthCard, Outcome } from '../components/auth-card';

export const ForgotPasswordPage = () => {
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (sent) {
    return (
      <Outcome
        tone="info"
        title="Imposta una nuova password"
        actions={
          <ButtonLink to={paths.login} variant="outline">
            Torna al login
          </ButtonLink>
        }
      >
        <p>
          Se l'indirizzo appartiene a un account, riceverai a breve un messaggio PEC con il link per impostare
          una nuova password.
        </p>
        <p>Il link vale un'ora e si può usare una sola volta.</p>
      </Outcome>
    );
  }

  const submit = async (values: ForgotPasswordBody) => {
    setError(null);
    try {
      await forgotPassword(values.pec);
      setSent(true);
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  };

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
      <Formik initialValues={{ pec: '' }} validationSchema={forgotPasswordSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="auth-form" noValidate>
            <TextField name="pec" label="PEC" type="email" autoComplete="email" inputMode="email" />
            {error && <NotificationCard variant="error">{error}</NotificationCard>}
            <Button type="submit" block loading={isSubmitting}>
              Invia il link
            </Button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
};
