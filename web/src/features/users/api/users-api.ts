import type { User, UserStatus } from '@redigo/shared/domain/user';
import type { CreateEditorBody } from '@redigo/shared/schemas/auth';
import { apiData } from '../../../lib/api-client';
import { usePagedList } from '../../../lib/use-paged-list';

const USERS_PAGE_SIZE = 10;

/** GET /user: one page of the accounts whose e-mail is verified (the server never lists cancelled ones). */
export const useUsersPage = (page: number) => {
  const query = { page, limit: USERS_PAGE_SIZE, email_verified: true };
  return usePagedList<User>('/user', query);
};

/** POST /auth/change-user-status. */
export const changeUserStatus = (userId: string, status: UserStatus) =>
  apiData<{ id: string }>({ method: 'POST', route: '/auth/change-user-status', body: { userId, status } });

/** POST /user: a new editor account. */
export const createEditor = (body: CreateEditorBody) =>
  apiData<User>({ method: 'POST', route: '/user', body });
