import type { SessionUser } from '@redigo/shared/domain/user';
import type { LoginBody, RegistrationForm } from '@redigo/shared/schemas/auth';
import { apiData, apiRequest } from '../../../lib/api-client';
import {
  clearStorage,
  getRefreshToken,
  setStoredUser,
  setTokens,
  type StoredUser,
} from '../../../lib/storage';

/** Signs in: keeps the tokens of the answer's headers and the user (with the PEC typed, for the cart). */
export const login = async (values: LoginBody): Promise<StoredUser> => {
  const response = await apiRequest<SessionUser>({
    method: 'POST',
    route: '/auth/login',
    body: { pec: values.pec.trim(), password: values.password },
    auth: false,
  });
  const user: StoredUser = { ...response.data, pec: values.pec.trim().toLowerCase() };
  const token = response.headers.get('authorization');
  setStoredUser(user);
  if (token) setTokens(token.replace(/^Bearer\s+/i, ''), response.headers.get('refresh'));
  return user;
};

/** The registration form's values as POST /auth/register expects them (`lastName` is `surname`). */
const registrationBody = (form: RegistrationForm) => ({
  name: form.name.trim(),
  surname: form.lastName.trim(),
  pec: form.pec.trim(),
  password: form.password,
  ordine: form.ordine,
  codice_fiscale: form.codice_fiscale,
  terms_acceptance: form.terms_acceptance,
  privacy: form.privacy,
  terms_art_9_10: form.terms_art_9_10,
  newsletter: form.newsletter ?? false,
});

export const register = (form: RegistrationForm): Promise<unknown> =>
  apiData({ method: 'POST', route: '/auth/register', body: registrationBody(form), auth: false });

export const verifyEmail = (token: string): Promise<unknown> =>
  apiData({ method: 'POST', route: '/auth/verify-email', query: { token }, auth: false });

/** POST /auth/resend-verification: a fresh verification link, when the account still needs one. */
export const resendVerification = (pec: string): Promise<unknown> =>
  apiData({ method: 'POST', route: '/auth/resend-verification', body: { pec: pec.trim() }, auth: false });

export const forgotPassword = (pec: string): Promise<unknown> =>
  apiData({ method: 'POST', route: '/auth/forgot-password', body: { pec: pec.trim() }, auth: false });

export const resetPassword = (token: string, password: string): Promise<unknown> =>
  apiData({
    method: 'POST',
    route: '/auth/reset-password',
    query: { token },
    body: { password },
    auth: false,
  });

/** Revokes the stored refresh token on the server (best effort) and forgets the session locally. */
export const logout = async (): Promise<void> => {
  const refreshToken = getRefreshToken();
  try {
    if (refreshToken) {
      await apiData({
        method: 'POST',
        route: '/auth/logout',
        headers: { Refresh: refreshToken },
        auth: false,
      });
    }
  } catch {
    // The local session ends anyway; a refresh token the server could not revoke expires on its own.
  } finally {
    clearStorage();
  }
};
