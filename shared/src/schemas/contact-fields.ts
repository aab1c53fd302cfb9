import './locale';
import { mixed, string } from 'yup';
import { CONTACT_KIND_LABELS, CONTACT_TEXT_LIMITS, SEXES, type ContactKind } from '../domain/contact';
import { isoDateInRome } from '../dates';
import { parseIsoDate } from '../italian/calendar';
import { contactMessages as m } from '../messages/contacts';
import {
  decodeCodiceFiscaleBirth,
  isItalianProvince,
  isValidCodiceFiscale,
  isValidPartitaIva,
  isValidPersonCodiceFiscale,
} from '../tax-codes';
import { isEmailAddress } from '../email-address';
import { isPersonName, PERSON_NAME_MAX_LENGTH, withSafeCharacters } from './fields';

const CONTROL_FREE = /^\P{Cc}*$/u;

/** Trimmed, with runs of spaces made one (other whitespace stays, for the control-character check). */
const tidy = (value: unknown) => (typeof value === 'string' ? value.trim().replace(/ {2,}/g, ' ') : value);
/** Codes: upper case, no whitespace at all. */
const code = (value: unknown) =>
  typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value;
/** `null` says "no value" explicitly: the field is left out. */
const nullAsAbsent = (value: unknown) => (value === null ? undefined : value);

/**
 * A text: anything else (an object, a list) is refused before any other check (yup's type check comes first); no
 * control characters, and none of what is no character at all (the shared rule of `withSafeCharacters`).
 */
const text = () =>
  withSafeCharacters(
    string()
      .typeError(m.notText)
      .test('control', m.controlCharacters, (value) => !value || CONTROL_FREE.test(value)),
  );

/** A required text, tidied, of at most `max` characters. */
export const requiredText = (max: number, missing: string) =>
  text().transform(tidy).required(missing).max(max, m.tooLong(max));

/**
 * An optional text: left out, or `null`, means none; a blank one is refused, so that a blank is never read as
 * "remove" by accident (docs/api.md, PUT /contact/{id}).
 */
export const optionalText = (max: number, transform: (value: unknown) => unknown = tidy) =>
  text()
    .transform(nullAsAbsent)
    .transform(transform)
    .test('blank', m.blank, (value) => value !== '')
    .max(max, m.tooLong(max))
    .optional();

/** A first name or surname (the registration's rule: letters, spaces, apostrophes, hyphens, dots). */
export const personName = (missing: string) =>
  requiredText(PERSON_NAME_MAX_LENGTH, missing).test(
    'person-name',
    m.personName,
    (value) => !value || isPersonName(value),
  );

export const sexField = () =>
  text()
    .transform(code)
    .required(m.sesso)
    .test('sesso', m.sesso, (value) => !value || SEXES.includes(value as never));

/** Births from 1900 to today (in Italy). */
const isPlausibleBirth = (iso: string): boolean => iso >= '1900-01-01' && iso <= isoDateInRome(new Date());

/** A real date, `YYYY-MM-DD`, from 1900 to today. */
export const birthDateField = () =>
  text()
    .transform(tidy)
    .required(m.dataNascita)
    .test('date', m.dataNascita, (value) => !value || parseIsoDate(value) !== null)
    .test(
      'date-range',
      m.dataNascitaRange,
      (value) => !value || parseIsoDate(value) === null || isPlausibleBirth(value),
    );

const birthDisagreement = (codiceFiscale: string, sesso: unknown, dataNascita: unknown) => {
  const birth = decodeCodiceFiscaleBirth(codiceFiscale);
  const date =
    typeof dataNascita === 'string' && isPlausibleBirth(dataNascita) ? parseIsoDate(dataNascita) : null;
  if (!birth) return undefined;
  const sex = SEXES.includes(sesso as never) && sesso !== birth.sex;
  const day =
    date !== null &&
    (date.year % 100 !== birth.yearOfCentury || date.month !== birth.month || date.day !== birth.day);
  return sex && day ? 'both' : sex ? 'sex' : day ? 'date' : undefined;
};

/** A person's codice fiscale: form, check character, and the sex and birth date it holds as given alongside. */
export const personCodiceFiscale = () =>
  text()
    .transform(code)
    .required(m.codiceFiscalePerson)
    .test('cf', m.codiceFiscalePerson, (value) => !value || isValidPersonCodiceFiscale(value))
    .test('cf-birth', function agrees(value) {
      const disagreeing = value && birthDisagreement(value, this.parent.sesso, this.parent.data_nascita);
      return disagreeing ? this.createError({ message: m.codiceFiscaleAgreement(disagreeing) }) : true;
    });

/** A company's codice fiscale: 11 digits, or a person's 16 characters (a sole trader). */
export const companyCodiceFiscale = () =>
  optionalText(16, code).test(
    'cf',
    m.codiceFiscaleCompany,
    (value) => !value || isValidCodiceFiscale(value, { allowNumeric: true }),
  );

export const partitaIvaField = () =>
  text()
    .transform(code)
    .required(m.partitaIva)
    .test('piva', m.partitaIva, (value) => !value || isValidPartitaIva(value));

export const capField = () =>
  text()
    .transform(code)
    .required(m.cap)
    .matches(/^\d{5}$/, { message: m.cap, excludeEmptyString: true });

export const provinceField = () =>
  text()
    .transform(code)
    .required(m.provincia)
    .test('provincia', m.provincia, (value) => !value || isItalianProvince(value));

/** `RM-1234567`: the province of the Camera di commercio and the number in its Repertorio. */
export const reaField = () =>
  optionalText(CONTACT_TEXT_LIMITS.rea, code).test('rea', m.rea, (value) => {
    const match = value ? /^([A-Z]{2})-(\d{1,7})$/.exec(value) : null;
    return !value || (match !== null && isItalianProvince(match[1] ?? ''));
  });

/** An address, by the one e-mail rule (email-address.ts); `message` says which (PEC or e-mail). */
export const addressField = (message: string) =>
  optionalText(CONTACT_TEXT_LIMITS.pec).test('email', message, (value) => !value || isEmailAddress(value));

export const phoneField = () =>
  optionalText(25).test('telefono', m.telefono, (value) => {
    if (!value) return true;
    return /^\+?[\d ./-]+$/.test(value) && /^\+?\d{6,15}$/.test(value.replace(/[ ./-]/g, ''));
  });

/**
 * A field of one kind only (`label` names it in messages): refused when the other kind gives it, ignored while the
 * kind is unknown (the kind's own message says enough).
 */
export const onlyFor = (kind: ContactKind, label: string, rule: () => ReturnType<typeof text>) =>
  mixed().when('kind', ([given], schema) =>
    given === kind
      ? rule().label(label)
      : given === undefined || !Object.hasOwn(CONTACT_KIND_LABELS, String(given))
        ? schema.strip()
        : schema.test('not-expected', m.notExpected(given as ContactKind), (value) => value === undefined),
  );
