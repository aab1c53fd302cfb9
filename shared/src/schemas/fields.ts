import './locale';
import { boolean, string, type StringSchema } from 'yup';
import { hasUnsafeCharacters } from '../characters';
import { isEmailAddress } from '../email-address';
import { validationMessages } from '../messages/validation';

/**
 * A text field that refuses Unicode noncharacters and lone surrogates (characters.ts) with an Italian message: for
 * every free text a person types that is stored (names, titles, descriptions, passwords).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const withSafeCharacters = <S extends StringSchema<any, any, any, any>>(schema: S): S =>
  schema.test(
    'characters',
    validationMessages.unsafeCharacters,
    (value: unknown) => typeof value !== 'string' || !hasUnsafeCharacters(value),
  );

/** The characters the password rule counts as special (docs/product-spec.md section 5). */
export const PASSWORD_SPECIAL_CHARACTERS = '@#$%^&+=!';
export const PASSWORD_MIN_LENGTH = 8;
const PASSWORD_MAX_LENGTH = 128;

/** Whether a password meets the spec's rule: 8+ characters, an uppercase letter, a digit, a special one. */
export const isStrongPassword = (value: string): boolean =>
  value.length >= PASSWORD_MIN_LENGTH &&
  value.length <= PASSWORD_MAX_LENGTH &&
  /[A-Z]/.test(value) &&
  /[0-9]/.test(value) &&
  /[@#$%^&+=!]/.test(value);

/**
 * A PEC address Redigo takes (registration, a new editor), trimmed; the server also lowercases it. The one e-mail
 * rule (email-address.ts): an address an invoice can carry, with a top-level domain.
 */
export const pecField = () =>
  string()
    .trim()
    .required(validationMessages.required)
    .test('email', validationMessages.pec, (value) => !value || isEmailAddress(value))
    .label('PEC');

/**
 * The PEC of an existing account in the sign-in and password forms: shaped like an address (yup's own check), so
 * that an account registered before the rule of `pecField` still signs in.
 */
export const accountPecField = () =>
  string()
    .trim()
    .max(1000, validationMessages.pec)
    .email(validationMessages.pec)
    .required(validationMessages.required)
    .label('PEC');

/**
 * The PEC a sign-in or a password reset names, as the server reads it: any text (not a number or a list, no
 * control characters, of a sane length). One that is no address matches no account and is answered as an
 * unknown PEC (login 401, forgot-password 200); only registration and editor creation check the address.
 */
export const signInPecField = () =>
  string()
    .transform((value: unknown, original: unknown) => (typeof original === 'string' ? value : null))
    .trim()
    .max(1000, validationMessages.tooLong)
    .matches(/^\P{Cc}*$/u, validationMessages.invalid)
    .required(validationMessages.required)
    .label('PEC');

export const strongPasswordField = () =>
  withSafeCharacters(
    string()
      .required(validationMessages.required)
      .test('strong-password', validationMessages.weakPassword, (value) => !value || isStrongPassword(value)),
  ).label('Password');

/** A password to check against the stored one: only required (no rule leaks to the login form). */
export const anyPasswordField = () =>
  string()
    .max(PASSWORD_MAX_LENGTH, validationMessages.invalid)
    .required(validationMessages.required)
    .label('Password');

export const personNameField = (label: string) =>
  string()
    .trim()
    .max(PERSON_NAME_MAX_LENGTH, validationMessages.tooLong)
    .required(validationMessages.required)
    .test('person-name', validationMessages.personName, (value) => value === undefined || isPersonName(value))
    .label(label);

/** The longest first name or surname taken (real ones stay well below it). */
export const PERSON_NAME_MAX_LENGTH = 60;

/** Letters of any alphabet (with their accents), then letters, spaces, apostrophes (' and ’), hyphens and dots. */
const PERSON_NAME = /^\p{L}[\p{L}\p{M} '’.-]*$/u;
/**
 * Something like a web address written without its scheme, of any length: a dot between a character and two or
 * more letters, with no space after the dot (`t.me`, `x.co`, `evil.example`). An initial stays a name: after its
 * dot comes a space or nothing (`Maria G.`, `J. R. Tolkien`).
 */
const DOMAIN_LIKE = /\S\.\p{L}{2,}/u;

/** Whether a name holds something shaped like a web address without its scheme (`t.me`, `evil.example`). */
export const looksLikeAddress = (value: string): boolean => DOMAIN_LIKE.test(value);

/**
 * A first name or surname as a person writes it (D'Angelo, Anna Maria, De Luca-Bianchi, Zoë, J. R.): no digits,
 * no `:`, `/`, `<`, `>` or `@`, nothing shaped like an address, since Redigo writes names into its own mails.
 */
export const isPersonName = (value: string): boolean =>
  value.length <= PERSON_NAME_MAX_LENGTH && PERSON_NAME.test(value) && !DOMAIN_LIKE.test(value);

/** A consent checkbox that must be ticked. */
export const requiredConsentField = (label: string) =>
  boolean().required(validationMessages.checkbox).oneOf([true], validationMessages.checkbox).label(label);

export const optionalConsentField = (label: string) => boolean().default(false).label(label);
