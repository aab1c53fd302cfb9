import useSWR from 'swr';
import type { User } from '@redigo/shared/domain/user';
import { apiData } from './api-client';
import { useSession } from './session';

/** GET /user/{id} for the signed-in user (the profile, the cart's PEC); `enabled` false fetches nothing. */
export const useCurrentUser = (enabled = true) => {
  const id = useSession().user?.id;
  return useSWR(enabled && id ? ['GET /user/{id}', id] : null, () =>
    apiData<User>({ method: 'GET', route: '/user/{id}', params: { id: id as string } }),
  );
};
