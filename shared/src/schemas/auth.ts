import { object, ref, string, type InferType } from 'yup';
import { USER_STATUSES } from '../domain/user';
import { authMessages } from '../messages/auth';
import { validationMessages } from '../messages/validation';
import {
  anyPasswordField,
  optionalConsentField,
  pecField,
  personNameField,
  requiredConsentField,
  strongPasswordField,
} from './fields';

export const loginSchema = object({
  pec: pecField(),
  password: anyPasswordField(),
});
export type LoginBody = InferType<typeof loginSchema>;

const consents = {
  terms_acceptance: requiredConsentField('Termini e condizioni'),
  terms_art_9_10: requiredConsentField('Approvazione specifica delle clausole'),
  privacy: requiredConsentField('Informativa privacy'),
  newsletter: optionalConsentField('Newsletter'),
};

/** POST /auth/register. */
export const registerSchema = object({
  name: personNameField('Nome'),
  surname: personNameField('Cognome'),
  pec: pecField(),
  password: strongPasswordField(),
  ...consents,
});
export type RegisterBody = InferType<typeof registerSchema>;

/** The registration form: the same rules, with the form's field `lastName` for the surname. */
export const registrationFormSchema = object({
  name: personNameField('Nome'),
  lastName: personNameField('Cognome'),
  pec: pecField(),
  password: strongPasswordField(),
  ...consents,
});
export type RegistrationForm = InferType<typeof registrationFormSchema>;

export const forgotPasswordSchema = object({ pec: pecField() });
export type ForgotPasswordBody = InferType<typeof forgotPasswordSchema>;

/** POST /auth/reset-password: the new password only. */
export const resetPasswordSchema = object({ password: strongPasswordField() });
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

export const refreshTokenSchema = object({ refreshToken: string().max(512).optional() });

export const changeUserStatusSchema = object({
  userId: string().trim().max(100).required(validationMessages.required).label('Utente'),
  status: string()
    .oneOf([...USER_STATUSES], validationMessages.invalid)
    .required(validationMessages.required)
    .label('Stato'),
});
export type ChangeUserStatusBody = InferType<typeof changeUserStatusSchema>;

/** POST /user: an editor created by an admin. */
export const createEditorSchema = object({
  name: personNameField('Nome'),
  surname: personNameField('Cognome'),
  pec: pecField(),
  password: strongPasswordField(),
});
export type CreateEditorBody = InferType<typeof createEditorSchema>;
