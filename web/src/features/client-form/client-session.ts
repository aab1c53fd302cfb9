import { createPersistedStore, jsonCodec } from '../../lib/persisted-store';
import { storageEntries } from '../../lib/storage';

/**
 * What this tab knows of the client on a link's page: which link (its token, from the address), the client token
 * its code gave and whether the informativa was read. A reload goes on where the client was; another link opened in
 * the same tab starts from its own code, since a client token opens only its own link.
 */
export interface ClientSession {
  link: string;
  access: string;
  privacyRead: boolean;
}

const isClientSession = (value: unknown): value is ClientSession => {
  const session = value as ClientSession;
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof session.link === 'string' &&
    typeof session.access === 'string' &&
    typeof session.privacyRead === 'boolean'
  );
};

const store = createPersistedStore<ClientSession | null>({
  ...storageEntries.clientLink,
  codec: jsonCodec(isClientSession),
  fallback: null,
});

/** The session kept for the link `token`, or null when there is none (or it belongs to another link). */
export const sessionOf = (token: string): ClientSession | null => {
  const session = store.get();
  return session?.link === token ? session : null;
};

export const keepSession = (session: ClientSession): void => store.set(session);

/** Forgets the client token: the link was sent, ended, or the token no longer opens it. */
export const forgetSession = (): void => store.set(null);
