import { object, ref, string, type InferType, type ObjectShape } from 'yup';
import { USER_STATUSES } from '../domain/user';
import { authMessages } from '../messages/auth';
import { validationMessages } from '../messages/validation';
import { barRegistrationFormFields, barRegistrationRequestFields } from './bar-registration';
import {
  accountPecField,
  anyPasswordField,
  optionalConsentField,
  pecField,
  personNameField,
  signInPecField,
  requiredConsentField,
  strongPasswordField,
} from './fields';

/** Text fields a request may set to a non-text value, which yup's trim would choke on. */
const isObjectLike = (value: unknown): boolean => typeof value === 'object' && value !== null;

/**
 * An object schema for request bodies. yup throws a TypeError, not a validation error, on two shapes a
 * body can hold: a key naming an Object.prototype member (`constructor`, `toString`...) and an object or
 * array in a trimmed text field. So the schema sees only its own keys, and takes a non-text value in a
 * text field as missing (a 400 either way, never a 500).
 */
export const requestObject = <S extends ObjectShape>(shape: S) =>
  object(shape).transform((value: unknown, _original: unknown, schema: { fields: ObjectShape }) => {
    if (!isObjectLike(value) || Array.isArray(value)) return value;
    const given = value as Record<string, unknown>;
    const fields = schema.fields as Record<string, { type?: string }>;
    return Object.fromEntries(
      Object.keys(fields)
        .filter((key) => Object.hasOwn(given, key))
        .map((key) => [key, fields[key]?.type === 'string' && isObjectLike(given[key]) ? null : given[key]]),
    );
  });

/** The login form: a valid PEC and a password (docs/product-spec.md section 5). */
export const loginSchema = requestObject({
  pec: accountPecField(),
  password: anyPasswordField(),
});
export type LoginBody = InferType<typeof loginSchema>;

/** POST /auth/login: any PEC text; one that is no address fails as wrong credentials (401). */
export const loginRequestSchema = requestObject({
  pec: signInPecField(),
  password: anyPasswordField(),
});

const consents = {
  terms_acceptance: requiredConsentField('Termini e condizioni'),
  terms_art_9_10: requiredConsentField('Approvazione specifica delle clausole'),
  privacy: requiredConsentField('Informativa privacy'),
  newsletter: optionalConsentField('Newsletter'),
};

/** POST /auth/register. */
export const registerSchema = requestObject({
  name: personNameField('Nome'),
  surname: personNameField('Cognome'),
  pec: pecField(),
  password: strongPasswordField(),
  ...barRegistrationRequestFields,
  ...consents,
});
export type RegisterBody = InferType<typeof registerSchema>;

/** The registration form: the same rules, with the form's field `lastName` for the surname. */
export const registrationFormSchema = object({
  name: personNameField('Nome'),
  lastName: personNameField('Cognome'),
  pec: pecField(),
  password: strongPasswordField(),
  ...barRegistrationFormFields,
  ...consents,
});
export type RegistrationForm = InferType<typeof registrationFormSchema>;

/** The forgotten-password form. */
export const forgotPasswordSchema = requestObject({ pec: accountPecField() });
export type ForgotPasswordBody = InferType<typeof forgotPasswordSchema>;

/** POST /auth/forgot-password: any PEC text, answered 200 like every other. */
export const forgotPasswordRequestSchema = requestObject({ pec: signInPecField() });

/** POST /auth/reset-password: the new password only. */
export const resetPasswordSchema = requestObject({ password: strongPasswordField() });
export type ResetPasswordBody = InferType<typeof resetPasswordSchema>;

/** The reset form: the password twice. */
export const resetPasswordFormSchema = object({
  password: strongPasswordField(),
  passwordConfirmation: string()
    .required(validationMessages.required)
    .oneOf([ref('password')], validationMessages.passwordMismatch)
    .label('Conferma password'),
});
export type ResetPasswordForm = InferType<typeof resetPasswordFormSchema>;

/** The single-use token of a link (`?token=`); a missing or absurd one fails like a wrong one. */
const linkTokenQuery = (failure: string) =>
  object({ token: string().trim().max(200, failure).required(failure) });

/** POST /auth/verify-email?token= */
export const verifyEmailQuerySchema = linkTokenQuery(authMessages.verifyFailed);

/** POST /auth/reset-password?token= */
export const resetPasswordQuerySchema = linkTokenQuery(authMessages.resetFailed);

export const refreshTokenSchema = requestObject({ refreshToken: string().max(512).optional() });

export const changeUserStatusSchema = requestObject({
  userId: string()
    .trim()
    .max(100, validationMessages.invalid)
    .required(validationMessages.required)
    .label('Utente'),
  status: string()
    .oneOf([...USER_STATUSES], validationMessages.invalid)
    .required(validationMessages.required)
    .label('Stato'),
});
export type ChangeUserStatusBody = InferType<typeof changeUserStatusSchema>;

/** POST /user: an editor created by an admin. */
export const createEditorSchema = requestObject({
  name: personNameField('Nome'),
  surname: personNameField('Cognome'),
  pec: pecField(),
  password: strongPasswordField(),
});
export type CreateEditorBody = InferType<typeof createEditorSchema>;
