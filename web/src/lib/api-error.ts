import type { ErrorCode } from '@redigo/shared/errors';

/** `NETWORK`: the server could not be reached at all. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/** An error answer of the API (`{message, code, errors?}`) with its HTTP status (0 for a network failure). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: ApiErrorCode,
    readonly errors?: string[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const networkErrorMessage = 'Impossibile contattare il server. Controlla la connessione e riprova.';

/** The message to show a person for any thrown value. */
export const errorMessageOf = (error: unknown): string =>
  error instanceof ApiError ? error.message : 'Si è verificato un errore imprevisto. Riprova più tardi.';
