import { useField, useFormikContext } from 'formik';
import { SIMPLE_TYPES } from '@redigo/shared/domain/question';
import { QUESTION_TYPE_LABELS } from '@redigo/shared/schemas/typed-question-form';
import { idOf, TextField } from '../../../../components/ui/form-fields';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import type { QuestionFormState } from './question-mapping';

/** «Tipo di risposta»: what the lawyer gives, from a choice among answers to a date or a tax code. */
export const AnswerTypeSelect = () => {
  const [field] = useField('type');
  return (
    <div className="field">
      <label className="field__label" htmlFor={idOf('type')}>
        Tipo di risposta
      </label>
      <select id={idOf('type')} className="field__input field__input--select" {...field}>
        {SIMPLE_TYPES.map((type) => (
          <option key={type} value={type}>
            {QUESTION_TYPE_LABELS[type]}
          </option>
        ))}
      </select>
    </div>
  );
};

const LIMIT_HINTS = {
  number: 'Facoltativo. Con la virgola per i decimali, per esempio 1234,5.',
  amount: 'Facoltativo, in euro, per esempio 1.000,00.',
  date: 'Facoltativo, nel formato gg/mm/aaaa.',
} as const;

const IDENTIFIER_HINTS = {
  iban: 'Si accetta un IBAN con la lunghezza del suo paese e le cifre di controllo corrette; è scritto in gruppi di quattro caratteri.',
  provincia: 'Si accetta la sigla di una provincia italiana, per esempio NA.',
  cap: 'Si accettano 5 cifre, per esempio 80134.',
} as const;

/** The limits of the chosen type: length and lines for a text, none for a tax code, minimum and maximum. */
export const AnswerLimitsFields = () => {
  const { values } = useFormikContext<QuestionFormState>();
  if (values.type === 'choice') return null;
  if (values.type === 'codice_fiscale' || values.type === 'partita_iva') {
    return (
      <p className="field__hint">
        {values.type === 'codice_fiscale'
          ? 'Si accettano i 16 caratteri di una persona (anche con omocodia) o le 11 cifre di una società, con il carattere di controllo corretto.'
          : 'Si accettano 11 cifre con la cifra di controllo corretta.'}{' '}
        Il codice è scritto in maiuscolo e senza spazi.
      </p>
    );
  }
  if (values.type === 'iban' || values.type === 'provincia' || values.type === 'cap') {
    return <p className="field__hint">{IDENTIFIER_HINTS[values.type]}</p>;
  }
  if (values.type === 'text') {
    return (
      <div className="stack">
        <TextField
          name="max_length"
          label="Lunghezza massima (caratteri)"
          inputMode="numeric"
          hint="Da 1 a 2000; se vuoto, 200."
        />
        <CheckboxField name="multiline">
          Su più righe: ogni a capo diventa un a capo nel documento
        </CheckboxField>
      </div>
    );
  }
  const dates = values.type === 'date';
  return (
    <div className="qform__limits">
      <TextField name="min" label={dates ? 'Data minima' : 'Minimo'} hint={LIMIT_HINTS[values.type]} />
      <TextField name="max" label={dates ? 'Data massima' : 'Massimo'} hint={LIMIT_HINTS[values.type]} />
    </div>
  );
};
