import { useSyncExternalStore } from 'react';
import {
  getRefreshToken,
  getStoredUserRaw,
  getToken,
  onSessionChange,
  parseStoredUser,
  type StoredUser,
} from './storage';

export interface Session {
  token: string | null;
  refreshToken: string | null;
  user: StoredUser | null;
}

let cached: { token: string | null; refreshToken: string | null; userRaw: string | null; session: Session } =
  {
    token: null,
    refreshToken: null,
    userRaw: null,
    session: { token: null, refreshToken: null, user: null },
  };

/** The session as stored, as the same object while nothing changed (useSyncExternalStore needs that). */
export const getSession = (): Session => {
  const token = getToken();
  const refreshToken = getRefreshToken();
  const userRaw = getStoredUserRaw();
  if (token !== cached.token || refreshToken !== cached.refreshToken || userRaw !== cached.userRaw) {
    cached = {
      token,
      refreshToken,
      userRaw,
      session: { token, refreshToken, user: parseStoredUser(userRaw) },
    };
  }
  return cached.session;
};

/** The stored session; components re-render when it changes. */
export const useSession = (): Session => useSyncExternalStore(onSessionChange, getSession);
