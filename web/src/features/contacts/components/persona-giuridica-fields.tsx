import { TextField } from '../../../components/ui/form-fields';
import { AddressFields } from './address-fields';

/** A company's or body's fields: identity and codes, seat, legal representative. */
export const PersonaGiuridicaFields = () => (
  <>
    <fieldset className="contact-form__group">
      <legend className="contact-form__legend">Dati della società o dell’ente</legend>
      <TextField name="denominazione" label="Denominazione" autoComplete="off" />
      <div className="contact-form__row">
        <TextField
          name="partita_iva"
          label="Partita IVA"
          inputMode="numeric"
          autoComplete="off"
          maxLength={13}
        />
        <TextField
          name="codice_fiscale"
          label="Codice fiscale (facoltativo)"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={20}
        />
      </div>
      <div className="contact-form__row">
        <TextField
          name="rea"
          label="Numero REA (facoltativo)"
          autoComplete="off"
          autoCapitalize="characters"
          placeholder="RM-1234567"
        />
        <TextField name="pec" label="PEC (facoltativa)" type="email" autoComplete="off" />
      </div>
    </fieldset>
    <AddressFields legend="Sede" />
    <fieldset className="contact-form__group">
      <legend className="contact-form__legend">Legale rappresentante</legend>
      <div className="contact-form__row">
        <TextField name="rappresentante_nome" label="Nome" autoComplete="off" />
        <TextField name="rappresentante_cognome" label="Cognome" autoComplete="off" />
      </div>
      <TextField
        name="rappresentante_qualifica"
        label="Qualifica"
        autoComplete="off"
        placeholder="Amministratore unico"
      />
    </fieldset>
  </>
);
