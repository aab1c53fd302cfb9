import { ValidationError } from 'yup';
import { httpMessages } from '@redigo/shared/messages/http';
import { AppError, BadRequestError, InvalidDocumentError } from '../errors/app-errors';
import type { Logger } from '../ports/logger';
import type { HttpResponse } from './http-types';
import { errorBody } from './responses';

/** A yup failure as a 400: the first problem as the message, every problem (with its field) in `errors`. */
export const fromValidationError = (error: ValidationError): BadRequestError => {
  const failures = error.inner.length > 0 ? error.inner : [error];
  const described = failures.map((failure) => {
    const label = (failure.params?.label as string | undefined) ?? failure.path;
    return label ? `${label}: ${failure.message}` : failure.message;
  });
  return new BadRequestError(failures[0]?.message ?? httpMessages.invalidBody, [...new Set(described)]);
};

/** The one place where errors become HTTP answers. Unknown errors are logged and hidden behind a 500. */
export const toErrorResponse = (error: unknown, logger: Logger): HttpResponse => {
  const known = error instanceof ValidationError ? fromValidationError(error) : error;
  if (known instanceof InvalidDocumentError) {
    logger.log('error', 'Invalid document refused by the renderer', { problems: known.errors });
  }
  if (known instanceof AppError) {
    return errorBody(
      known.statusCode,
      { message: known.message, code: known.code, ...(known.errors ? { errors: known.errors } : {}) },
      known.headers,
    );
  }
  const failure =
    error instanceof Error ? { error: error.name, detail: error.message, stack: error.stack } : { error };
  logger.log('error', 'Unhandled error', failure);
  return errorBody(500, { message: httpMessages.internal, code: 'INTERNAL' });
};
