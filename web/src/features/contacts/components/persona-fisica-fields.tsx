import { SelectField } from '../../../components/ui/choice-fields';
import { TextField } from '../../../components/ui/form-fields';
import { AddressFields } from './address-fields';
import { BirthFromCodiceFiscale } from './birth-from-codice-fiscale';

const SEX_OPTIONS = [
  { value: 'M', label: 'M (maschile)' },
  { value: 'F', label: 'F (femminile)' },
];

/** A person's fields: identity, residence, contacts. Browsers must not fill them with the lawyer's own data. */
export const PersonaFisicaFields = () => (
  <>
    <fieldset className="contact-form__group">
      <legend className="contact-form__legend">Dati anagrafici</legend>
      <div className="contact-form__row">
        <TextField name="nome" label="Nome" autoComplete="off" />
        <TextField name="cognome" label="Cognome" autoComplete="off" />
      </div>
      <div className="contact-form__row">
        <TextField
          name="codice_fiscale"
          label="Codice fiscale"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
          hint="Sesso e data di nascita, se vuoti, si compilano dal codice fiscale."
        />
        <SelectField name="sesso" label="Sesso" placeholder="Scegli" options={SEX_OPTIONS} />
      </div>
      <div className="contact-form__row">
        <TextField
          name="data_nascita"
          label="Data di nascita (gg/mm/aaaa)"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
        />
        <TextField name="luogo_nascita" label="Luogo di nascita" autoComplete="off" />
      </div>
      <BirthFromCodiceFiscale />
    </fieldset>
    <AddressFields legend="Residenza" />
    <fieldset className="contact-form__group">
      <legend className="contact-form__legend">Recapiti</legend>
      <div className="contact-form__row">
        <TextField name="pec" label="PEC (facoltativa)" type="email" autoComplete="off" />
        <TextField name="email" label="E-mail (facoltativa)" type="email" autoComplete="off" />
      </div>
      <TextField name="telefono" label="Telefono (facoltativo)" type="tel" autoComplete="off" />
    </fieldset>
  </>
);
