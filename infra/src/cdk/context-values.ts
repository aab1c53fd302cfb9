import type { Construct } from 'constructs';

/**
 * Typed reads of CDK context. Values given with `-c key=value` arrive as strings, values in cdk.json keep
 * their JSON type: both are accepted.
 */
export const contextReader = (scope: Construct) => {
  const raw = (key: string): unknown => scope.node.tryGetContext(key);
  const text = (key: string): string | undefined => {
    const value = raw(key);
    if (value === undefined || value === null) return undefined;
    const trimmed = String(value).trim();
    return trimmed === '' ? undefined : trimmed;
  };
  return {
    text,
    flag(key: string, fallback: boolean): boolean {
      const value = text(key);
      if (value === undefined) return fallback;
      if (value === 'true') return true;
      if (value === 'false') return false;
      throw new Error(`Context "${key}" must be true or false, not "${value}"`);
    },
    positiveInteger(key: string, fallback: number): number {
      const value = text(key);
      if (value === undefined) return fallback;
      const number = Number(value);
      if (!Number.isInteger(number) || number <= 0)
        throw new Error(`Context "${key}" must be a positive integer, not "${value}"`);
      return number;
    },
  };
};
