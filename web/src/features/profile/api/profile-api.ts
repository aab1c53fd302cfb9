import type { User } from '@redigo/shared/domain/user';
import { apiData } from '../../../lib/api-client';

/** PUT /user/{id}: the marketing consent, the only field a user changes here. */
export const updateNewsletter = (id: string, newsletter: boolean): Promise<User> =>
  apiData<User>({ method: 'PUT', route: '/user/{id}', params: { id }, body: { newsletter } });

/** POST /auth/forgot-password with the user's own PEC: the reset link arrives by PEC. */
export const requestPasswordChange = (pec: string): Promise<unknown> =>
  apiData({ method: 'POST', route: '/auth/forgot-password', body: { pec }, auth: false });
