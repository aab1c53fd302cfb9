import { ConfigError } from './config-error';
import type { SettingsReader } from './settings-reader';

/**
 * Marks `key` of `target` as a setting this Lambda does not read: touching it throws at once, naming the settings,
 * so that a composition using a table or a section its area does not declare fails when the Lambda starts.
 */
export const outOfScope = (target: object, key: string, settings: string): void => {
  Object.defineProperty(target, key, {
    enumerable: false,
    get() {
      throw new ConfigError([
        `${settings} is not among the settings this Lambda reads (functions/src/config/area-settings.ts)`,
      ]);
    },
  });
};

/** The physical names of the `wanted` tables (or buckets), each read from its variable; the others out of scope. */
export const namesIn = <N extends string>(
  all: readonly N[],
  wanted: readonly N[],
  envVar: (name: N) => string,
  read: SettingsReader,
): Record<N, string> => {
  const names = {} as Record<N, string>;
  for (const name of all) {
    if (wanted.includes(name)) names[name] = read.required(envVar(name));
    else outOfScope(names, name, envVar(name));
  }
  return names;
};
