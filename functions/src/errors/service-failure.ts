/** Node's codes for a connection that could not be made or broke off (`socket hang up` is ECONNRESET). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

interface SdkErrorShape {
  code?: unknown;
  name?: unknown;
  cause?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
}

const failedHere = (error: SdkErrorShape): boolean => {
  if (typeof error.code === 'string' && NETWORK_CODES.has(error.code)) return true;
  // The SDK's HTTP handler names its connection and socket timeouts so, and gives some no code.
  if (error.name === 'TimeoutError') return true;
  const metadata = error.$metadata;
  if (!metadata) return false;
  const status = metadata.httpStatusCode;
  return status === undefined || status >= 500 || error.$fault === 'server' || !!error.$retryable?.throttling;
};

/**
 * Whether an error thrown by an AWS SDK call (or the network under it) means that the service could not be
 * reached or failed on its side, after the SDK's own retries: refused or broken connections, timeouts, an
 * answer that never came (`$metadata` without a status), a 5xx, throttling. A service's refusal of the
 * request itself (a 4xx, a failed condition) is not one. Causes are followed a few levels down.
 */
export const isServiceFailure = (error: unknown): boolean => {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    if (failedHere(current as SdkErrorShape)) return true;
    current = (current as SdkErrorShape).cause;
  }
  return false;
};
