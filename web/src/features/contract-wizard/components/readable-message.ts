/** A 418's message may hold JSON (docs/product-spec.md section 8): turn it into text a person can read. */
export const readableMessage = (message: string): string => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return message;
  }
  if (typeof parsed === 'string') return parsed;
  if (Array.isArray(parsed))
    return parsed.map((item) => (typeof item === 'string' ? item : JSON.stringify(item))).join(' ');
  if (parsed && typeof parsed === 'object' && typeof (parsed as { message?: unknown }).message === 'string') {
    return (parsed as { message: string }).message;
  }
  return message;
};
