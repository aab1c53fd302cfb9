import { isServiceFailure } from './service-failure';

const withMetadata = (fields: Record<string, unknown>, httpStatusCode?: number) =>
  Object.assign(new Error('sdk'), { $metadata: { httpStatusCode, attempts: 3 }, ...fields });

describe('isServiceFailure', () => {
  it('recognises a service that could not be reached or failed on its side', () => {
    const failures = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }),
      Object.assign(new Error('timed out'), { name: 'TimeoutError' }),
      withMetadata({ name: 'UnknownError' }),
      withMetadata({ name: 'InternalServerError', $fault: 'server' }, 500),
      withMetadata({ name: 'ServiceUnavailable' }, 503),
      withMetadata({ name: 'ThrottlingException', $retryable: { throttling: true } }, 400),
      new Error('render failed', { cause: Object.assign(new Error('x'), { code: 'EPIPE' }) }),
    ];
    for (const failure of failures) expect(isServiceFailure(failure)).toBe(true);
  });

  it('leaves out refusals of the request itself and anything that is not a service error', () => {
    const others = [
      withMetadata({ name: 'ConditionalCheckFailedException', $fault: 'client' }, 400),
      withMetadata({ name: 'NoSuchKey', $fault: 'client' }, 404),
      new Error('a bug'),
      Object.assign(new Error('no file'), { code: 'ENOENT' }),
      'text',
      undefined,
    ];
    for (const other of others) expect(isServiceFailure(other)).toBe(false);
  });
});
