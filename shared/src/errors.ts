/** Machine-readable codes carried by every error answer of the API (and by the 202 of a PDF being made). */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'ACTIVE_CONTENT',
  'CONTRACT_NOT_ACCEPTABLE',
  'TEMPLATE_CHECK_FAILED',
  /** 400 on the next question, 418 on a COMPLETED save: a template rule fails on the answers (docs/api.md, "Computed amounts and rules across answers"). */
  'RULE_FAILED',
  'INVALID_DOCUMENT',
  'TOO_MANY_REQUESTS',
  /** 429: the account used up its share of the API for the moment (docs/api.md, "Rate limits"). */
  'RATE_LIMITED',
  'PAYMENT_REQUIRED',
  /** 410: a client's link expired or was revoked (docs/api.md, "The client's data by link"). */
  'LINK_EXPIRED',
  /** 423: a client's link locked after five wrong codes in a row. */
  'LINK_LOCKED',
  /** 400: a wrong code for a client's link (counted), or none valid any more (`CODE_EXPIRED`, not counted). */
  'WRONG_CODE',
  'CODE_EXPIRED',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_PENDING',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_REJECTED',
  'SERVICE_UNAVAILABLE',
  /** Not an error: 202 while a purchased document's PDF is being made (GET /contract/download/{id}?format=pdf). */
  'PDF_IN_PREPARATION',
  /** 400: a new version of a published template needs its release notes (docs/api.md, "Release notes"). */
  'RELEASE_NOTES_REQUIRED',
  /** 402: POST /contract/{id}/claim-update of an update that is not free: it is bought in the cart. */
  'UPDATE_NOT_FREE',
  /** Not an error: 202 while a contract's redline against its original is being made. */
  'REDLINE_IN_PREPARATION',
  /** Not an error: 202 while the staff's compare of two versions of a template is being made. */
  'COMPARE_IN_PREPARATION',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** The body of every error answer: `{ message, code, errors? }`. */
export interface ApiErrorBody {
  message: string;
  code: ErrorCode;
  errors?: string[];
}

/** A page of a list, as every paged route answers it. */
export interface Paged<T> {
  results: T[];
  page: number;
  totalPages: number;
  totalResults: number;
}

export const isApiErrorBody = (value: unknown): value is ApiErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ApiErrorBody).message === 'string' &&
  typeof (value as ApiErrorBody).code === 'string';
