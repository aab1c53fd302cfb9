import type { SessionUser } from '@redigo/shared/domain/user';
import {
  createPersistedStore,
  forgetEntries,
  jsonCodec,
  textCodec,
  type PersistedStoreOptions,
} from './persisted-store';

/** Every browser storage entry the SPA uses (docs/product-spec.md section 3, Browser storage). */
export const storageEntries = {
  /** The access token. */
  token: { key: 'userToken', storage: 'local' },
  /** The refresh token. */
  refreshToken: { key: 'userRefreshToken', storage: 'local' },
  /** The signed-in user. */
  user: { key: 'user', storage: 'local' },
  /** The contract being compiled (also the staff's test run of a template). */
  newContract: { key: 'new-contract', storage: 'session' },
  /** The template being written in the master editor, before it is saved. */
  newTemplate: { key: 'new-template', storage: 'local' },
  /** The category the category form edits (none: it creates one). */
  newCategory: { key: 'new-category', storage: 'session' },
  /** A lawyer's client on the page of a link: the link, the client token its code gave, the notice read. */
  clientLink: { key: 'client-link', storage: 'session' },
} as const satisfies Record<string, Pick<PersistedStoreOptions<unknown>, 'key' | 'storage'>>;

type StorageName = keyof typeof storageEntries;

/** Each entry's key, as written in the browser's storage. */
export const storageKeys = Object.fromEntries(
  Object.entries(storageEntries).map(([name, entry]) => [name, entry.key]),
) as { [Name in StorageName]: (typeof storageEntries)[Name]['key'] };

/** The user kept after login; `pec` is the address typed at login (the login answer does not carry it). */
export interface StoredUser extends SessionUser {
  pec?: string;
}

const isStoredUser = (value: unknown): value is StoredUser =>
  typeof value === 'object' && value !== null && typeof (value as StoredUser).id === 'string';

const tokenStore = createPersistedStore<string | null>({
  ...storageEntries.token,
  codec: textCodec,
  fallback: null,
});
const refreshTokenStore = createPersistedStore<string | null>({
  ...storageEntries.refreshToken,
  codec: textCodec,
  fallback: null,
});
const userStore = createPersistedStore<StoredUser | null>({
  ...storageEntries.user,
  codec: jsonCodec(isStoredUser),
  fallback: null,
});

/** Calls the listener whenever the session (tokens, user) changes, in this tab or another. */
export const onSessionChange = (listener: () => void): (() => void) => {
  const unsubscribes = [tokenStore, refreshTokenStore, userStore].map((store) => store.subscribe(listener));
  return () => unsubscribes.forEach((unsubscribe) => unsubscribe());
};

export const getToken = (): string | null => tokenStore.get();
export const getRefreshToken = (): string | null => refreshTokenStore.get();
/** The signed-in user as stored; the same object while the stored entry is unchanged. */
export const getStoredUser = (): StoredUser | null => userStore.get();

export const setTokens = (token: string, refreshToken: string | null): void => {
  tokenStore.set(token);
  if (refreshToken !== null) refreshTokenStore.set(refreshToken);
};

export const removeTokens = (): void => {
  tokenStore.set(null);
  refreshTokenStore.set(null);
};

export const setStoredUser = (user: StoredUser): void => userStore.set(user);

/** Forgets everything the SPA stored: tokens, user, the contract, template and category in progress. */
export const clearStorage = (): void => forgetEntries(Object.values(storageEntries));
