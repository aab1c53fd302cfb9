import { mixed, number, object, string, type InferType, type StringSchema } from 'yup';
import { BILLING_KINDS, type BillingKind } from '../domain/invoice';
import { isEmailAddress } from '../email-address';
import { invoiceMessages } from '../messages/invoices';
import { validationMessages } from '../messages/validation';
import { isPersonName } from './fields';
import { isItalianProvince, isValidCodiceFiscale, isValidPartitaIva } from '../tax-codes';
import { requestObject } from './auth';
import { pagingFields } from './paging';

const m = invoiceMessages.billing;
/** The characters FatturaPA's text fields accept (Basic Latin and Latin-1 Supplement, no control characters). */
const LATIN_TEXT = /^[\u0020-\u007e\u00a0-\u00ff]*$/;

const text = (max: number, message: string) =>
  string().trim().max(max, m.tooLong).matches(LATIN_TEXT, m.latinOnly).required(message);

const forKind = (kind: BillingKind, max: number, message: string, rule = (schema: StringSchema) => schema) =>
  string().when('kind', {
    is: kind,
    then: () => rule(text(max, message)),
    otherwise: (schema) => schema.strip(),
  });

/** A professionista's first name or surname: Latin text and a person's name (no address can ride on it). */
const personName = (message: string) =>
  forKind('professionista', 60, message, (schema) =>
    schema.test('person-name', validationMessages.personName, (value) => !value || isPersonName(value)),
  );

const upper = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;

/**
 * PUT /user/{id}/billing: one Italian message per field. Without codice destinatario and PEC the invoice goes
 * to the account's PEC.
 */
export const billingSchema = requestObject({
  kind: mixed<BillingKind>()
    .oneOf([...BILLING_KINDS], m.kind)
    .required(m.kind)
    .label('Tipo'),
  name: personName(m.name).label('Nome'),
  surname: personName(m.surname).label('Cognome'),
  denominazione: forKind('studio', 80, m.denominazione).label('Denominazione'),
  codice_fiscale: string()
    .transform(upper)
    .when('kind', {
      is: 'studio',
      then: (schema) =>
        schema
          .required(m.codiceFiscaleStudio)
          .test('cf', m.codiceFiscaleStudio, (v) => !!v && isValidCodiceFiscale(v, { allowNumeric: true })),
      otherwise: (schema) =>
        schema
          .required(m.codiceFiscalePerson)
          .test('cf', m.codiceFiscalePerson, (v) => !!v && isValidCodiceFiscale(v)),
    })
    .label('Codice fiscale'),
  partita_iva: string()
    .transform(upper)
    .required(m.partitaIva)
    .test('piva', m.partitaIva, (v) => !!v && isValidPartitaIva(v))
    .label('Partita IVA'),
  indirizzo: text(60, m.indirizzo).label('Indirizzo'),
  cap: string()
    .trim()
    .required(m.cap)
    .matches(/^\d{5}$/, m.cap)
    .label('CAP'),
  comune: text(60, m.comune).label('Comune'),
  provincia: string()
    .transform(upper)
    .required(m.provincia)
    .test('provincia', m.provincia, (v) => !!v && isItalianProvince(v))
    .label('Provincia'),
  codice_destinatario: string()
    .transform((value: unknown) => (upper(value) === '' ? undefined : upper(value)))
    .matches(/^[A-Z0-9]{7}$/, m.codiceDestinatario)
    .optional()
    .label('Codice destinatario'),
  pec_destinatario: string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value))
    .trim()
    .test('email', m.pecDestinatario, (value) => value === undefined || isEmailAddress(value))
    .optional()
    .label('PEC di recapito'),
});
export type BillingBody = InferType<typeof billingSchema>;

/** GET /invoice: page, limit, and the year and month of the admin's list. */
export const listInvoicesQuerySchema = object({
  ...pagingFields,
  year: number()
    .integer(validationMessages.number)
    .min(2000, validationMessages.invalid)
    .max(2999)
    .optional(),
  month: number().integer(validationMessages.number).min(1, validationMessages.invalid).max(12).optional(),
});
export type ListInvoicesQuery = InferType<typeof listInvoicesQuerySchema>;

/** GET /invoice/export: `month=YYYY-MM`. */
export const exportInvoicesQuerySchema = object({
  month: string()
    .required(invoiceMessages.badMonth)
    .matches(/^2\d{3}-(0[1-9]|1[0-2])$/, invoiceMessages.badMonth),
});
