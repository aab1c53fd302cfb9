/**
 * The buyers' mail of one published version (docs/api.md, "Template versions and updates"): every lawyer who owns a
 * paid contract pinned to an older version of the template is told, once.
 */
export interface UpdateMailJob {
  templateId: string;
  version: number;
}

/** A job read from a queue message, or undefined when the message is not one. */
export const updateMailJobOf = (value: unknown): UpdateMailJob | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { templateId, version } = value as Record<string, unknown>;
  return typeof templateId === 'string' &&
    /^[A-Za-z0-9-]{1,100}$/.test(templateId) &&
    typeof version === 'number' &&
    Number.isInteger(version) &&
    version > 1
    ? { templateId, version }
    : undefined;
};
