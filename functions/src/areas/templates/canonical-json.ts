/**
 * JSON with every object's keys sorted: two values with the same content read the same, whatever their key order
 * (DynamoDB gives a map's keys back in an order of its own).
 */
export const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
