import { Link } from 'react-router-dom';
import { BAR_COUNCILS } from '@redigo/shared/bar-councils';
import { paths } from '@redigo/shared/paths';
import { product } from '@redigo/shared/product';
import { registrationFormSchema, type RegistrationForm } from '@redigo/shared/schemas/auth';
import { ExternalLink } from '../../../components/ui/external-link';
import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/form-fields';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { NotificationCard } from '../../../components/ui/notification-card';
import { SchemaForm, SubmitButton } from '../../../components/ui/schema-form';
import { AuthCard } from '../components/auth-card';
import { RegistrationSent } from '../components/registration-sent';
import { useRegistration } from './use-registration';

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

export const RegistrationPage = () => {
  const { sentTo, error, submit } = useRegistration();

  if (sentTo) return <RegistrationSent pec={sentTo} />;

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
      <SchemaForm
        initialValues={initialValues}
        schema={registrationFormSchema}
        onSubmit={submit}
        className="auth-form"
      >
        <div className="auth-form__row">
          <TextField name="name" label="Nome" autoComplete="given-name" />
          <TextField name="lastName" label="Cognome" autoComplete="family-name" />
        </div>
        <TextField name="pec" label="PEC" type="email" autoComplete="email" inputMode="email" />
        <NewPasswordField name="password" label="Password" />
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
            Ho letto e accetto i <ExternalLink href={product.termsUrl}>Termini e condizioni</ExternalLink> del
            servizio.
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
        <SubmitButton block>Registrati</SubmitButton>
      </SchemaForm>
    </AuthCard>
  );
};
