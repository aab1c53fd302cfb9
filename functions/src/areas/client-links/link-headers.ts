/**
 * What every answer of the client's data by link carries (docs/api.md): never cached, never a Referer that could
 * carry the link's token to another site.
 */
export const LINK_HEADERS = { 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' } as const;
