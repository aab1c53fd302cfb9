import { BILLING_KINDS, type Billing } from '@redigo/shared/domain/invoice';
import { billingSchema } from '@redigo/shared/schemas/billing';
import { Button } from '../ui/button';
import { SelectField } from '../ui/choice-fields';
import { TextField } from '../ui/form-fields';
import { SchemaForm, SubmitButton } from '../ui/schema-form';
import { BillingAddressFields, BillingNameFields } from './billing-fields';

const KIND_LABELS = { professionista: 'Professionista (a mio nome)', studio: 'Studio' } as const;

const EMPTY: Billing = {
  kind: 'professionista',
  name: '',
  surname: '',
  denominazione: '',
  codice_fiscale: '',
  partita_iva: '',
  indirizzo: '',
  cap: '',
  comune: '',
  provincia: '',
  codice_destinatario: '',
  pec_destinatario: '',
};

interface BillingFormProps {
  initial: Billing | null;
  /** The account's PEC: where the invoice goes without a codice destinatario or another PEC. */
  accountPec: string;
  onSave: (billing: Billing) => Promise<void>;
  onCancel?: () => void;
  /** A studio's data (the studio page): always `kind` studio, with no choice of who is invoiced. */
  studio?: boolean;
  submitLabel?: string;
}

/** The billing data form: the shared schema checks every field as the server does. */
export const BillingForm = ({
  initial,
  accountPec,
  onSave,
  onCancel,
  studio = false,
  submitLabel = 'Salva i dati di fatturazione',
}: BillingFormProps) => (
  <SchemaForm<Billing>
    initialValues={{ ...EMPTY, ...initial, ...(studio && { kind: 'studio' as const }) }}
    schema={billingSchema}
    onSubmit={onSave}
    className="stack billing-form"
  >
    {!studio && (
      <SelectField
        name="kind"
        label="Intestatario della fattura"
        placeholder="Scegli"
        options={BILLING_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
      />
    )}
    <BillingNameFields />
    <div className="billing-form__pair">
      <TextField name="codice_fiscale" label="Codice fiscale" autoCapitalize="characters" />
      <TextField name="partita_iva" label="Partita IVA" inputMode="numeric" />
    </div>
    <BillingAddressFields />
    <TextField
      name="codice_destinatario"
      label="Codice destinatario (facoltativo)"
      hint="7 lettere o cifre, se il tuo software di fatturazione ne ha uno."
    />
    <TextField
      name="pec_destinatario"
      label="PEC di recapito (facoltativa)"
      type="email"
      placeholder={accountPec}
      hint={
        studio
          ? 'Senza codice destinatario né altra PEC, le fatture dello studio arrivano alla PEC del titolare.'
          : 'Senza codice destinatario né altra PEC, la fattura arriva alla PEC del tuo account.'
      }
    />
    <div className="row">
      <SubmitButton size="sm">{submitLabel}</SubmitButton>
      {onCancel && (
        <Button variant="transparent" size="sm" onClick={onCancel}>
          Annulla
        </Button>
      )}
    </div>
  </SchemaForm>
);
