import { useFormikContext } from 'formik';
import type { Billing } from '@redigo/shared/domain/invoice';
import { SelectField } from '../ui/choice-fields';
import { TextField } from '../ui/form-fields';
import { PROVINCE_OPTIONS } from '../ui/province-options';

/** Who is invoiced: the studio's name, or the lawyer's name and surname. */
export const BillingNameFields = () => {
  const { values } = useFormikContext<Billing>();
  if (values.kind === 'studio') return <TextField name="denominazione" label="Denominazione dello studio" />;
  return (
    <div className="billing-form__pair">
      <TextField name="name" label="Nome" autoComplete="given-name" />
      <TextField name="surname" label="Cognome" autoComplete="family-name" />
    </div>
  );
};

/** The seat of whoever is invoiced: the address, the CAP and the comune, the province. */
export const BillingAddressFields = () => (
  <>
    <TextField name="indirizzo" label="Indirizzo (via e numero civico)" autoComplete="street-address" />
    <div className="billing-form__pair">
      <TextField name="cap" label="CAP" inputMode="numeric" autoComplete="postal-code" />
      <TextField name="comune" label="Comune" />
    </div>
    <SelectField
      name="provincia"
      label="Provincia"
      placeholder="Scegli la provincia"
      options={PROVINCE_OPTIONS}
    />
  </>
);
