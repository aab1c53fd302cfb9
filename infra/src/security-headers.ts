/**
 * The browser security headers, one definition for CloudFront's response headers policy and the local
 * server. The SPA needs no third-party origin: fonts are the system's, the API is same-origin; the one other
 * place it talks to is the storage it sends uploads to (`uploadOrigin`, presigned PUTs).
 */
export const contentSecurityPolicy = (uploadOrigin?: string): string =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    uploadOrigin ? `connect-src 'self' ${uploadOrigin}` : "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const HSTS_MAX_AGE_SECONDS = 63072000;

/** The headers of every answer; `uploadOrigin` as in contentSecurityPolicy. */
export const securityHeaders = (uploadOrigin?: string): Record<string, string> => ({
  ...SECURITY_HEADERS,
  'content-security-policy': contentSecurityPolicy(uploadOrigin),
});

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CONTENT_SECURITY_POLICY,
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`,
};
