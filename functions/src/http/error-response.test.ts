import { ConflictError, RuleFailedError } from '../errors/app-errors';
import type { Logger } from '../ports/logger';
import { toErrorResponse } from './error-response';

const logged: unknown[][] = [];
const logger: Logger = {
  log: (...entry) => void logged.push(entry),
  child: () => logger,
};

describe('toErrorResponse', () => {
  it('answers a backing service that is down with 503, Retry-After and an Italian message', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), {
      code: 'ECONNREFUSED',
      $metadata: { attempts: 3 },
    });

    const response = toErrorResponse(refused, logger);

    expect(response.statusCode).toBe(503);
    expect(response.headers?.['retry-after']).toBe('5');
    expect(JSON.parse(response.body ?? '')).toEqual({
      message: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(JSON.stringify(logged)).not.toContain('127.0.0.1');
  });

  it('keeps typed errors as they are and hides anything else behind a 500', () => {
    expect(toErrorResponse(new ConflictError('Già pagato.'), logger).statusCode).toBe(409);
    expect(toErrorResponse(new Error('a bug'), logger).statusCode).toBe(500);
  });

  it('answers a failing rule with RULE_FAILED, the first message and every message in order', () => {
    const messages: [string, string] = [
      'Il deposito supera tre mensilità.',
      'Il deposito supera 5.000 euro.',
    ];
    for (const status of [400, 418] as const) {
      const response = toErrorResponse(new RuleFailedError(status, messages), logger);
      expect(response.statusCode).toBe(status);
      expect(JSON.parse(response.body ?? '')).toEqual({
        message: messages[0],
        code: 'RULE_FAILED',
        errors: messages,
      });
    }
  });
});
