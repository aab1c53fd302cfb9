import { Form, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { BAR_COUNCILS } from '@redigo/shared/bar-councils';
import { paths } from '@redigo/shared/paths';
import { product } from '@redigo/shared/product';
import { registrationFormSchema, type RegistrationForm } from '@redigo/shared/schemas/auth';
import { Button, ButtonLink } from '../../../components/ui/button';
import { ExternalLink } from '../../../components/ui/external-link';
import { SelectField } from '../../../components/ui/choice-fields';
import { CheckboxField, PasswordField, TextField } from '../../../components/ui/form-fields';
import { NotificationCard } from '../../../components/ui/notification-card';
import { errorMessageOf } from '../../../lib/api-error';
import { supportMailto } from '../../../lib/support';
import { register } from '../api/auth-api';
import { AuthCard, Outcome } from '../components/auth-card';
import { PASSWORD_HINT } from '../../../lib/password-hint';

const initialValues: RegistrationForm = {
  name: '',
  lastName: '',
  pec: '',
  password: '',
  ordine: '',
  codice_fiscale: '',
  terms_acceptance: false,
  terms_art_9_10: false,
  privacy: false,
  newsletter: false,
};

const barCouncilOptions = BAR_COUNCILS.map((seat) => ({ value: seat, label: seat }));

const RegistrationSent = ({ pec }: { pec: string }) => (
  <Outcome
    tone="success"
    title="Conferma la tua identità"
    actions={
      <ButtonLink to={paths.login} variant="outline">
        Vai al login
      </ButtonLink>
    }
  >
    <p>
      Ti abbiamo inviato un messaggio all'indirizzo PEC <strong>{pec}</strong>. Aprilo e segui il link per
      confermare la tua identità.
    </p>
    <p>
      Sei un consulente legale ma non un avvocato? Scrivici a{' '}
      <a href={supportMailto('Registrazione consulente legale')}>{product.supportEmail}</a>: ti aiuteremo ad
      attivare l'accesso.
    </p>
  </Outcome>
);

export const RegistrationPage = () => {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (sentTo) return <RegistrationSent pec={sentTo} />;

  const submit = async (values: RegistrationForm) => {
    setError(null);
    try {
      await register(values);
      setSentTo(values.pec.trim());
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  };

  return (
    <AuthCard
      title="Registrati"
      intro="Crea il tuo account: dopo la conferma della PEC verificheremo la tua iscrizione all'Albo."
      footer={
        <span>
          Hai già un account? <Link to={paths.login}>Accedi</Link>
        </span>
      }
    >
      <Formik initialValues={initialValues} validationSchema={registrationFormSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form className="auth-form" noValidate>
            <div className="auth-form__row">
              <TextField name="name" label="Nome" autoComplete="given-name" />
              <TextField name="lastName" label="Cognome" autoComplete="family-name" />
            </div>
            <TextField name="pec" label="PEC" type="email" autoComplete="email" inputMode="email" />
            <PasswordField
              name="password"
              label="Password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
            />
            <SelectField
              name="ordine"
              label="Ordine degli Avvocati"
              placeholder="Scegli l'Ordine di iscrizione"
              options={barCouncilOptions}
            />
            <TextField name="codice_fiscale" label="Codice fiscale" autoCapitalize="characters" />
            <fieldset className="auth-form__consents">
              <legend className="auth-form__legend">Consensi</legend>
              <CheckboxField name="terms_acceptance">
                Ho letto e accetto i <ExternalLink href={product.termsUrl}>Termini e condizioni</ExternalLink>{' '}
                del servizio.
              </CheckboxField>
              <CheckboxField name="terms_art_9_10">
                Approvo specificamente gli articoli 2, 3, 8, 9 e 14 dei{' '}
                <ExternalLink href={product.termsUrl}>Termini e condizioni</ExternalLink>.
              </CheckboxField>
              <CheckboxField name="privacy">
                Ho letto l'<ExternalLink href={product.privacyUrl}>Informativa sulla privacy</ExternalLink>.
              </CheckboxField>
              <CheckboxField name="newsletter">
                Desidero ricevere la newsletter e comunicazioni commerciali (facoltativo).
              </CheckboxField>
            </fieldset>
            {error && <NotificationCard variant="error">{error}</NotificationCard>}
            <Button type="submit" block loading={isSubmitting}>
              Registrati
            </Button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
};
