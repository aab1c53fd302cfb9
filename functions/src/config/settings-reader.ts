export type Env = Record<string, string | undefined>;

/** Reads settings from `env`, adding what is missing or wrong to `problems` instead of throwing at the first. */
export const settingsReader = (env: Env, problems: string[]) => ({
  required(name: string): string {
    const value = env[name]?.trim();
    if (!value) problems.push(`${name} is missing`);
    return value ?? '';
  },
  optional(name: string): string | undefined {
    return env[name]?.trim() || undefined;
  },
  integer(name: string, fallback: number, minimum = 1): number {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < minimum)
      problems.push(`${name} must be an integer of at least ${minimum}`);
    return value;
  },
  oneOf<T extends string>(name: string, allowed: readonly T[], fallback: T): T {
    const raw = (env[name]?.trim() || fallback) as T;
    if (!allowed.includes(raw)) problems.push(`${name} must be one of ${allowed.join(', ')}`);
    return raw;
  },
});

export type SettingsReader = ReturnType<typeof settingsReader>;
