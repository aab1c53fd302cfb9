import { ValidationError } from 'yup';
import { httpMessages } from '@redigo/shared/messages/http';
import { boundedProblems } from '@redigo/shared/problem-list';
import {
  AppError,
  BadRequestError,
  InvalidDocumentError,
  ServiceUnavailableError,
} from '../errors/app-errors';
import { isServiceFailure } from '../errors/service-failure';
import type { Logger } from '../ports/logger';
import type { HttpResponse } from './http-types';
import { errorBody } from './responses';

/** A yup failure as a 400: the first problem as the message, the problems (with their field) in `errors`. */
export const fromValidationError = (error: ValidationError): BadRequestError => {
  const failures = error.inner.length > 0 ? error.inner : [error];
  const described = failures.map((failure) => {
    const label = (failure.params?.label as string | undefined) ?? failure.path;
    return label ? `${label}: ${failure.message}` : failure.message;
  });
  return new BadRequestError(failures[0]?.message ?? httpMessages.invalidBody, [...new Set(described)]);
};

/** The `errors` of an answer: at most the first 20 problems and a count of the others (problem-list.ts). */
const listedErrors = (errors: string[] | undefined) => (errors ? { errors: boundedProblems(errors) } : {});

/** A failure of DynamoDB, S3 or the network as a 503 with Retry-After, logged as a warning without internals. */
const fromServiceFailure = (error: unknown, logger: Logger): ServiceUnavailableError => {
  const { name, code } = error as { name?: unknown; code?: unknown };
  logger.log('warn', 'Backing service unavailable', { error: String(name), code: String(code) });
  return new ServiceUnavailableError();
};

/**
 * The one place where errors become HTTP answers. A backing service that could not be reached or failed gives
 * 503 with Retry-After; unknown errors are logged and hidden behind a 500. No answer lists more than 20 problems.
 */
export const toErrorResponse = (error: unknown, logger: Logger): HttpResponse => {
  const known =
    error instanceof ValidationError
      ? fromValidationError(error)
      : !(error instanceof AppError) && isServiceFailure(error)
        ? fromServiceFailure(error, logger)
        : error;
  if (known instanceof InvalidDocumentError) {
    logger.log('error', 'Invalid document refused by the renderer', { problems: known.errors });
  }
  if (known instanceof AppError) {
    return errorBody(
      known.statusCode,
      { message: known.message, code: known.code, ...listedErrors(known.errors) },
      known.headers,
    );
  }
  const failure =
    error instanceof Error ? { error: error.name, detail: error.message, stack: error.stack } : { error };
  logger.log('error', 'Unhandled error', failure);
  return errorBody(500, { message: httpMessages.internal, code: 'INTERNAL' });
};
