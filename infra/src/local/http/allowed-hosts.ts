import type { IncomingMessage } from 'node:http';

/** The names the local server answers to: the loopback ones, and APP_URL's host when it is another. */
export const allowedHostsOf = (appUrl: string): string[] => [
  ...new Set(['127.0.0.1', 'localhost', '[::1]', new URL(appUrl).hostname]),
];

/** The request's Host without its port (`[::1]:3000` → `[::1]`), lower case; undefined when there is none. */
const hostnameOf = (host: string | undefined): string | undefined => {
  if (!host) return undefined;
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return name?.toLowerCase();
};

/**
 * Whether a request names one of the allowed hosts. A page on another site that points its own name at 127.0.0.1
 * (DNS rebinding) sends its own name as Host: refusing it keeps the outbox, with its live links, out of its reach.
 */
export const isAllowedHost = (
  request: Pick<IncomingMessage, 'headers'>,
  allowed: readonly string[],
): boolean => {
  const name = hostnameOf(request.headers.host);
  return name !== undefined && allowed.includes(name);
};
