import type { ErrorCode } from '@redigo/shared/errors';
import { httpMessages } from '@redigo/shared/messages/http';
import { NamedError } from './named-error';

/**
 * An error a person should read: it carries its HTTP status, a machine code and an Italian message.
 * Anything thrown that is not an AppError becomes a generic 500 with no internals.
 */
export class AppError extends NamedError {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: string[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

/** 400: `errors` lists each problem (docs/api.md), the message alone when there is just the one. */
export class BadRequestError extends AppError {
  constructor(message: string, errors?: string[], code: ErrorCode = 'VALIDATION_FAILED') {
    super(400, code, message, errors && errors.length > 0 ? errors : [message]);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message: string = httpMessages.unauthorized, code: ErrorCode = 'UNAUTHORIZED') {
    super(401, code, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message: string = httpMessages.forbidden, code: ErrorCode = 'FORBIDDEN') {
    super(403, code, message);
  }
}

/** The class of an AppError of one status and code, raised with its message (or the default one, if it has one). */
function fixedError(statusCode: number, code: ErrorCode): new (message: string) => AppError;
function fixedError(
  statusCode: number,
  code: ErrorCode,
  defaultMessage: string,
): new (message?: string) => AppError;
function fixedError(statusCode: number, code: ErrorCode, defaultMessage?: string) {
  return class extends AppError {
    constructor(message?: string) {
      super(statusCode, code, message ?? defaultMessage ?? '');
    }
  };
}

export class NotFoundError extends fixedError(404, 'NOT_FOUND', httpMessages.notFound) {}
export class ConflictError extends fixedError(409, 'CONFLICT') {}
export class PaymentRequiredError extends fixedError(402, 'PAYMENT_REQUIRED') {}
/** 410: a client's link that expired or was revoked (docs/api.md, "The client's data by link"). */
export class LinkExpiredError extends fixedError(410, 'LINK_EXPIRED') {}
/** 423: a client's link locked after five wrong codes in a row. */
export class LinkLockedError extends fixedError(423, 'LINK_LOCKED') {}
export class PayloadTooLargeError extends fixedError(
  413,
  'PAYLOAD_TOO_LARGE',
  httpMessages.payloadTooLarge,
) {}
export class UnsupportedMediaTypeError extends fixedError(415, 'UNSUPPORTED_MEDIA_TYPE') {}
/** 415: an uploaded document carries something that runs or reaches outside it (docs/api.md, "Active and external content"). */
export class ActiveContentError extends fixedError(415, 'ACTIVE_CONTENT') {}

/** 418, kept from the spec: the contract's answers are not acceptable when it is saved as COMPLETED. */
export class ContractNotAcceptableError extends AppError {
  constructor(message: string, errors?: string[]) {
    super(418, 'CONTRACT_NOT_ACCEPTABLE', message, errors);
  }
}

/**
 * A template rule fails on the answers (docs/api.md, "Computed amounts and rules across answers"): 400 instead of
 * the next question, 418 on a COMPLETED save. `message` the first failing rule's, `errors` every failing rule's, in
 * the template's order.
 */
export class RuleFailedError extends AppError {
  constructor(statusCode: 400 | 418, messages: [string, ...string[]]) {
    super(statusCode, 'RULE_FAILED', messages[0], messages);
  }
}

/** 422: a template whose documents do not match its questions. */
export class TemplateCheckError extends AppError {
  constructor(message: string, errors: string[]) {
    super(422, 'TEMPLATE_CHECK_FAILED', message, errors);
  }
}

/**
 * 422: a render produced a package Word could not open (the master has a flaw the template check let through).
 * Nothing is stored or served; the route's logger raises it as an error, for staff to fix the master.
 */
export class InvalidDocumentError extends AppError {
  constructor(message: string, errors: string[]) {
    super(422, 'INVALID_DOCUMENT', message, errors);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number, code: ErrorCode = 'TOO_MANY_REQUESTS') {
    super(429, code, message, undefined, { 'retry-after': String(retryAfterSeconds) });
  }
}

/** How long a client is asked to wait before trying again after a 503. */
const SERVICE_RETRY_AFTER_SECONDS = 5;

/**
 * 503 with a Retry-After: a backing service (DynamoDB, S3, Stripe) could not be reached or failed. What the
 * request was doing is left undone or complete, never half written, so trying again is always safe.
 */
export class ServiceUnavailableError extends AppError {
  constructor(message: string = httpMessages.serviceUnavailable) {
    super(503, 'SERVICE_UNAVAILABLE', message, undefined, {
      'retry-after': String(SERVICE_RETRY_AFTER_SECONDS),
    });
  }
}
