import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/form-fields';
import { PROVINCE_OPTIONS } from '../../../components/ui/province-options';

/** The address of a person (residence) or a company (seat). */
export const AddressFields = ({ legend }: { legend: string }) => (
  <fieldset className="contact-form__group">
    <legend className="contact-form__legend">{legend}</legend>
    <TextField name="indirizzo" label="Indirizzo (via e numero civico)" autoComplete="off" />
    <div className="contact-form__row contact-form__row--address">
      <TextField name="cap" label="CAP" inputMode="numeric" maxLength={5} autoComplete="off" />
      <TextField name="comune" label="Comune" autoComplete="off" />
      <SelectField name="provincia" label="Provincia" placeholder="Scegli" options={PROVINCE_OPTIONS} />
    </div>
  </fieldset>
);
