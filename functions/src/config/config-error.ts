/** Thrown at start-up when configuration is missing or wrong; names every problem at once. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration is incomplete: ${problems.join('; ')}`);
  }
}
