/**
 * The client's page of a link (docs/api.md, "The client's data by link"): `/cliente/<token>`, public, with the token
 * in the path. Its page entry belongs to the SPA's page table (shared/src/paths.ts); the mails build the link here.
 */
export const CLIENT_PAGE_PATH = '/cliente';

/** The absolute link a client gets by mail. */
export const clientLinkUrl = (appUrl: string, token: string): string =>
  `${appUrl.replace(/\/+$/, '')}${CLIENT_PAGE_PATH}/${encodeURIComponent(token)}`;

/** Whether a page path is a client's page, whose answers carry no-store and no-referrer. */
export const isClientPagePath = (pathname: string): boolean =>
  pathname === CLIENT_PAGE_PATH || pathname.startsWith(`${CLIENT_PAGE_PATH}/`);
