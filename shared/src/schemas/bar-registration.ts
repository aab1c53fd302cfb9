import { string } from 'yup';
import { isBarCouncil } from '../bar-councils';
import { authMessages } from '../messages/auth';
import { validationMessages } from '../messages/validation';
import { isValidPersonCodiceFiscale, normalizeCodiceFiscale } from '../tax-codes';

/** Left empty: the form's required rule speaks then; the API takes it as not given. */
const blank = (value: string | null | undefined): boolean => value === undefined || value === '';

/** The Ordine degli Avvocati, by its seat as shared/src/bar-councils.ts lists it. */
const barCouncilField = () =>
  string()
    .trim()
    .nullable()
    .test('ordine', authMessages.barCouncil, (value) => blank(value) || (!!value && isBarCouncil(value)))
    .label('Ordine degli Avvocati');

/** A person's codice fiscale: its form and check letter; stored upper case without spaces. */
const codiceFiscaleField = () =>
  string()
    .nullable()
    .transform((value: unknown) => (typeof value === 'string' ? normalizeCodiceFiscale(value) : value))
    .test(
      'codice-fiscale',
      authMessages.codiceFiscale,
      (value) => blank(value) || (!!value && isValidPersonCodiceFiscale(value)),
    )
    .label('Codice fiscale');

/**
 * POST /auth/register: the Ordine and the codice fiscale the operator checks on the Bar register. Optional,
 * since the published contract does not require them; checked when given.
 */
export const barRegistrationRequestFields = {
  ordine: barCouncilField(),
  codice_fiscale: codiceFiscaleField(),
};

/** The registration form: the same fields, required. */
export const barRegistrationFormFields = {
  ordine: barCouncilField().required(validationMessages.required),
  codice_fiscale: codiceFiscaleField().required(validationMessages.required),
};
