/**
 * Record ids are UUIDs: anything else (a bookkeeping item's `counter#...` or `session#...`, a key DynamoDB would
 * refuse) names no record, and is never read.
 */
export const isRecordId = (id: string): boolean => id !== '' && id.length <= 100 && !id.includes('#');

/**
 * Whether a table item is a record, not a bookkeeping item (whose id has a `#`): its id a string without `#`, and
 * each of `fields` of the given type.
 */
export const isRecordItem = (
  item: unknown,
  fields: Record<string, 'string' | 'number'>,
): item is Record<string, unknown> => {
  const candidate = item as Record<string, unknown> | undefined;
  return (
    typeof candidate?.id === 'string' &&
    !candidate.id.includes('#') &&
    Object.entries(fields).every(([name, type]) => typeof candidate[name] === type)
  );
};
