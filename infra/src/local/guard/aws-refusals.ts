import type { SignatureRefusal } from './sigv4';

/** An answer to a refused request, shaped as the real service's so that the AWS SDK reads it. */
export interface Refusal {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const S3_ERRORS: Record<SignatureRefusal | 'tooLarge', [number, string, string]> = {
  missing: [403, 'AccessDenied', 'Access Denied'],
  malformed: [400, 'AuthorizationQueryParametersError', 'The authorization is malformed.'],
  credentials: [
    403,
    'InvalidAccessKeyId',
    'The AWS Access Key Id you provided does not exist in our records.',
  ],
  signature: [
    403,
    'SignatureDoesNotMatch',
    'The request signature we calculated does not match the signature you provided.',
  ],
  expired: [403, 'AccessDenied', 'Request has expired'],
  skewed: [
    403,
    'RequestTimeTooSkewed',
    'The difference between the request time and the current time is too large.',
  ],
  payload: [
    400,
    'XAmzContentSHA256Mismatch',
    "The provided 'x-amz-content-sha256' header does not match what was computed.",
  ],
  unsupported: [501, 'NotImplemented', 'Chunked (streaming) payloads are not taken by the local S3.'],
  tooLarge: [400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size'],
};

const DYNAMODB_ERRORS: Record<SignatureRefusal | 'tooLarge', [string, string]> = {
  missing: ['MissingAuthenticationTokenException', 'Request is missing Authentication Token'],
  malformed: ['IncompleteSignatureException', 'The request signature does not conform to AWS standards.'],
  credentials: ['UnrecognizedClientException', 'The security token included in the request is invalid.'],
  signature: [
    'InvalidSignatureException',
    'The request signature we calculated does not match the signature you provided.',
  ],
  expired: ['InvalidSignatureException', 'Signature expired.'],
  skewed: ['InvalidSignatureException', 'Signature expired.'],
  payload: ['InvalidSignatureException', 'The payload hash does not match the body.'],
  unsupported: ['InvalidSignatureException', 'Streaming payloads are not taken.'],
  tooLarge: ['ValidationException', 'Request size exceeds the maximum allowed.'],
};

/** A refusal as S3 (XML) or DynamoDB (JSON, always 400) answers it. */
export const refusalOf = (service: 's3' | 'dynamodb', reason: SignatureRefusal | 'tooLarge'): Refusal => {
  if (service === 's3') {
    const [status, code, message] = S3_ERRORS[reason];
    return {
      status,
      headers: { 'content-type': 'application/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message.replace(/'/g, '&apos;')}</Message></Error>`,
    };
  }
  const [type, message] = DYNAMODB_ERRORS[reason];
  return {
    status: reason === 'tooLarge' ? 413 : 400,
    headers: { 'content-type': 'application/x-amz-json-1.0' },
    body: JSON.stringify({ __type: `com.amazon.coral.service#${type}`, message }),
  };
};
