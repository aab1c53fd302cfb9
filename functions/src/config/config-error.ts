import { NamedError } from '../errors/named-error';

/** Thrown at start-up when configuration is missing or wrong; names every problem at once. */
export class ConfigError extends NamedError {
  constructor(readonly problems: string[]) {
    super(`Configuration is incomplete: ${problems.join('; ')}`);
  }
}
