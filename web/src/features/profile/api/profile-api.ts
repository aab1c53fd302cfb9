import useSWR from 'swr';
import type { PrivacyNotice } from '@redigo/shared/domain/client-link';
import type { User } from '@redigo/shared/domain/user';
import { apiData } from '../../../lib/api-client';

/** PUT /user/{id}: the marketing consent, the only field a user changes here. */
export const updateNewsletter = (id: string, newsletter: boolean): Promise<User> =>
  apiData<User>({ method: 'PUT', route: '/user/{id}', params: { id }, body: { newsletter } });

/** POST /auth/forgot-password with the user's own PEC: the reset link arrives by PEC. */
export const requestPasswordChange = (pec: string): Promise<unknown> =>
  apiData({ method: 'POST', route: '/auth/forgot-password', body: { pec }, auth: false });

/** GET /user/{id}/privacy-notice: the informativa the lawyer's clients read, and whether it is the written one. */
export const usePrivacyNotice = (id: string) =>
  useSWR(['GET /user/{id}/privacy-notice', id], () =>
    apiData<PrivacyNotice>({ method: 'GET', route: '/user/{id}/privacy-notice', params: { id } }),
  );

/** PUT /user/{id}/privacy-notice: the lawyer's own informativa, plain text. */
export const savePrivacyNotice = async (id: string, text: string): Promise<void> => {
  await apiData({ method: 'PUT', route: '/user/{id}/privacy-notice', params: { id }, body: { text } });
};
