/**
 * An error named after its class (`StaleContractError`, `NotFoundError`), not the plain "Error": a log line, a
 * test's failure and a catch that reads `error.name` say what happened. Every error the functions define extends it.
 */
export class NamedError extends Error {
  constructor(message?: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
  }
}
