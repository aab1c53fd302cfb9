import { useSyncExternalStore } from 'react';
import { getRefreshToken, getStoredUser, getToken, onSessionChange, type StoredUser } from './storage';

export interface Session {
  token: string | null;
  refreshToken: string | null;
  user: StoredUser | null;
}

let cached: Session = { token: null, refreshToken: null, user: null };

/** The session as stored, as the same object while nothing changed (useSyncExternalStore needs that). */
const getSession = (): Session => {
  const token = getToken();
  const refreshToken = getRefreshToken();
  const user = getStoredUser();
  if (token !== cached.token || refreshToken !== cached.refreshToken || user !== cached.user) {
    cached = { token, refreshToken, user };
  }
  return cached;
};

/** The stored session; components re-render when it changes. */
export const useSession = (): Session => useSyncExternalStore(onSessionChange, getSession);
