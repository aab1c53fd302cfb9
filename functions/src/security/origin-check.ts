import { timingSafeEqual } from 'node:crypto';
import { ORIGIN_SECRET_HEADER, type OriginCheck } from '../ports/origin-check';

/** The origin secret's JSON: CloudFront sends `current`; `previous` stays accepted during a rotation. */
export interface OriginSecretValues {
  current: string;
  previous?: string;
}

/** How long a container trusts the values it read: a rotation reaches every container within this time. */
export const ORIGIN_SECRET_CACHE_MS = 5 * 60_000;

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * Accepts a request whose header equals the secret's current or previous value, so that a rotation (new
 * `current`, old value moved to `previous`, then CloudFront redeployed) never refuses a request in flight.
 * The values are read on first use and again after `ORIGIN_SECRET_CACHE_MS`.
 */
export const createOriginCheck = (
  readValues: () => Promise<OriginSecretValues>,
  now: () => number = Date.now,
): OriginCheck => {
  let cached: { values: Promise<OriginSecretValues>; readAt: number } | undefined;
  const values = (): Promise<OriginSecretValues> => {
    if (!cached || now() - cached.readAt > ORIGIN_SECRET_CACHE_MS) {
      const reading = readValues();
      cached = { values: reading, readAt: now() };
      reading.catch(() => (cached = undefined));
    }
    return cached.values;
  };
  return {
    header: ORIGIN_SECRET_HEADER,
    async accepts(value) {
      if (!value) return false;
      const { current, previous } = await values();
      return [current, previous].some((accepted) => accepted !== undefined && sameText(value, accepted));
    },
  };
};
