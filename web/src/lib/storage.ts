import type { SessionUser } from '@redigo/shared/domain/user';

/** Every browser storage key the SPA uses (docs/product-spec.md section 3, Browser storage). */
export const storageKeys = {
  /** localStorage: the access token. */
  token: 'userToken',
  /** localStorage: the refresh token. */
  refreshToken: 'userRefreshToken',
  /** localStorage: the signed-in user. */
  user: 'user',
  /** sessionStorage: the contract being compiled (also the staff's test run of a template). */
  newContract: 'new-contract',
  /** localStorage: the template being written in the master editor, before it is saved. */
  newTemplate: 'new-template',
  /** sessionStorage: the category the category form edits (none: it creates one). */
  newCategory: 'new-category',
} as const;

/** The user kept after login; `pec` is the address typed at login (the login answer does not carry it). */
export interface StoredUser extends SessionUser {
  pec?: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Calls the listener whenever the session (tokens, user) changes, in this tab or another. */
export const onSessionChange = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const notify = (): void => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(storageKeys).includes(event.key as never)) notify();
  });
}

const read = (storage: Storage, key: string): string | null => {
  try {
    return storage.getItem(key);
  } catch {
    return null;
  }
};

const write = (storage: Storage, key: string, value: string | null): void => {
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch {
    // Storage full or disabled (private mode): the session simply lasts as long as the page.
  }
};

export const getToken = (): string | null => read(localStorage, storageKeys.token);
export const getRefreshToken = (): string | null => read(localStorage, storageKeys.refreshToken);
export const getStoredUserRaw = (): string | null => read(localStorage, storageKeys.user);

export const parseStoredUser = (raw: string | null): StoredUser | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as StoredUser;
    return typeof value === 'object' && value !== null && typeof value.id === 'string' ? value : null;
  } catch {
    return null;
  }
};

export const getStoredUser = (): StoredUser | null => parseStoredUser(getStoredUserRaw());

export const setTokens = (token: string, refreshToken: string | null): void => {
  write(localStorage, storageKeys.token, token);
  if (refreshToken !== null) write(localStorage, storageKeys.refreshToken, refreshToken);
  notify();
};

export const removeTokens = (): void => {
  write(localStorage, storageKeys.token, null);
  write(localStorage, storageKeys.refreshToken, null);
  notify();
};

export const setStoredUser = (user: StoredUser): void => {
  write(localStorage, storageKeys.user, JSON.stringify(user));
  notify();
};

/** Forgets everything the SPA stored: tokens, user, the contract, template and category in progress. */
export const clearStorage = (): void => {
  write(localStorage, storageKeys.token, null);
  write(localStorage, storageKeys.refreshToken, null);
  write(localStorage, storageKeys.user, null);
  write(localStorage, storageKeys.newTemplate, null);
  write(sessionStorage, storageKeys.newContract, null);
  write(sessionStorage, storageKeys.newCategory, null);
  notify();
};

export const readSession = (key: string): string | null => read(sessionStorage, key);
export const readLocal = (key: string): string | null => read(localStorage, key);
export const writeLocal = (key: string, value: string | null): void => write(localStorage, key, value);
export const writeSession = (key: string, value: string | null): void => write(sessionStorage, key, value);
