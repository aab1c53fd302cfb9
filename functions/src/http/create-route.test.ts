import { object, string } from 'yup';
import type { RouteDefinition } from '@redigo/shared/routes';
import { BadRequestError, ConflictError, TooManyRequestsError } from '../errors/app-errors';
import type { Logger } from '../ports/logger';
import type { Authenticator } from '../security/authenticator';
import { createRoute } from './create-route';
import { ok } from './responses';
import { httpEvent, lambdaContext, parseBody } from './test-support/http-event';

const logged: unknown[] = [];
const logger: Logger = { log: (...entry) => void logged.push(entry), child: () => logger };
const authenticator: Authenticator = {
  authenticate: async (header) =>
    header === 'Bearer admin-token'
      ? { userId: 'u1', role: 'admin', sessionId: 's1' }
      : header === 'Bearer user-token'
        ? { userId: 'u2', role: 'user', sessionId: 's2' }
        : undefined,
};
const adminRoute: RouteDefinition = {
  method: 'POST',
  path: '/category',
  area: 'categories',
  audience: ['admin'],
};
const publicRoute: RouteDefinition = {
  method: 'POST',
  path: '/auth/login',
  area: 'auth',
  audience: ['public'],
};
const schema = object({ name: string().trim().required('Campo obbligatorio.').label('Nome') });

const call = (
  route: RouteDefinition,
  handler: Parameters<typeof createRoute>[2]['handler'],
  event: Parameters<typeof httpEvent>[0],
) =>
  createRoute(route, { authenticator, logger }, { body: schema, handler })(httpEvent(event), lambdaContext);

describe('createRoute', () => {
  const echo = jest.fn(async (request: { body: unknown; principal: unknown }) =>
    ok({ body: request.body, principal: request.principal }),
  );
  beforeEach(() => echo.mockClear());

  it('answers 401 without a valid token, before looking at the body', async () => {
    const response = await call(adminRoute, echo, { routeKey: 'POST /api/category', body: 'not json' });
    expect(response.statusCode).toBe(401);
    expect(parseBody(response.body).code).toBe('UNAUTHORIZED');
    expect(echo).not.toHaveBeenCalled();
  });

  it("takes each authenticated request from its account's share, after authentication and before the body", async () => {
    const admitted: string[] = [];
    const accountLimit = {
      admit: async (accountId: string) => {
        admitted.push(accountId);
        if (admitted.length > 1) throw new TooManyRequestsError('Troppe richieste.', 7, 'RATE_LIMITED');
      },
    };
    const route = (event: Parameters<typeof httpEvent>[0]) =>
      createRoute(
        adminRoute,
        { authenticator, logger, accountLimit },
        { body: schema, handler: echo },
      )(httpEvent(event), lambdaContext);
    const event = {
      routeKey: 'POST /api/category',
      headers: { Authorization: 'Bearer admin-token' },
      body: JSON.stringify({ name: 'Locazioni' }),
    };

    expect((await route({ routeKey: 'POST /api/category', body: '{}' })).statusCode).toBe(401);
    expect((await route(event)).statusCode).toBe(200);
    const refused = await route({ ...event, body: 'not json' });

    expect(admitted).toEqual(['u1', 'u1']);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers?.['retry-after']).toBe('7');
    expect(parseBody(refused.body)).toMatchObject({ code: 'RATE_LIMITED', message: 'Troppe richieste.' });
    expect(echo).toHaveBeenCalledTimes(1);
  });

  it('takes nothing from any share on a public route', async () => {
    const accountLimit = { admit: jest.fn(async () => undefined) };
    const response = await createRoute(
      publicRoute,
      { authenticator, logger, accountLimit },
      { body: schema, handler: echo },
    )(httpEvent({ routeKey: 'POST /api/auth/login', body: JSON.stringify({ name: 'x' }) }), lambdaContext);
    expect(response.statusCode).toBe(200);
    expect(accountLimit.admit).not.toHaveBeenCalled();
  });

  it('answers 403 to a role the route does not admit', async () => {
    const response = await call(adminRoute, echo, {
      routeKey: 'POST /api/category',
      headers: { Authorization: 'Bearer user-token' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('gives the handler the validated, trimmed body and the caller', async () => {
    const response = await call(adminRoute, echo, {
      routeKey: 'POST /api/category',
      headers: { authorization: 'Bearer admin-token' },
      body: JSON.stringify({ name: '  Locazioni ', extra: 'dropped' }),
    });
    expect(response.statusCode).toBe(200);
    expect(parseBody(response.body).data).toEqual({
      body: { name: 'Locazioni' },
      principal: { userId: 'u1', role: 'admin', sessionId: 's1' },
    });
  });

  it.each([
    ['{"name":', 'INVALID_JSON'],
    ['[1,2]', 'VALIDATION_FAILED'],
    ['"text"', 'VALIDATION_FAILED'],
  ])('refuses the malformed body %s with a 400', async (body, code) => {
    const response = await call(publicRoute, echo, { routeKey: 'POST /api/auth/login', body });
    expect(response.statusCode).toBe(400);
    expect(parseBody(response.body).code).toBe(code);
    expect(parseBody(response.body).errors).toEqual([expect.any(String)]);
  });

  it('lists the message in errors when a 400 names no problem of its own', async () => {
    const response = await call(
      publicRoute,
      async () => {
        throw new BadRequestError('Reset della password fallito');
      },
      { routeKey: 'POST /api/auth/login', body: '{"name":"x"}' },
    );
    expect(response.statusCode).toBe(400);
    expect(parseBody(response.body)).toEqual({
      message: 'Reset della password fallito',
      code: 'VALIDATION_FAILED',
      errors: ['Reset della password fallito'],
    });
  });

  it('lists every validation problem with its field and leads with the first message', async () => {
    const response = await call(publicRoute, echo, {
      routeKey: 'POST /api/auth/login',
      body: JSON.stringify({ name: '   ' }),
    });
    expect(response.statusCode).toBe(400);
    expect(parseBody(response.body)).toEqual({
      message: 'Campo obbligatorio.',
      code: 'VALIDATION_FAILED',
      errors: ['Nome: Campo obbligatorio.'],
    });
  });

  it('decodes base64 bodies', async () => {
    const body = Buffer.from(JSON.stringify({ name: 'Società' })).toString('base64');
    const response = await call(publicRoute, echo, {
      routeKey: 'POST /api/auth/login',
      body,
      isBase64Encoded: true,
    });
    expect(parseBody(response.body).data).toMatchObject({ body: { name: 'Società' } });
  });

  it('refuses a body over 4 MB with 413 before parsing it, as text or base64', async () => {
    const big = JSON.stringify({ name: 'x', padding: 'a'.repeat(4 * 1024 * 1024) });
    const plain = await call(publicRoute, echo, { routeKey: 'POST /api/auth/login', body: big });
    const base64 = await call(publicRoute, echo, {
      routeKey: 'POST /api/auth/login',
      body: Buffer.from(big).toString('base64'),
      isBase64Encoded: true,
    });
    const justUnder = await call(publicRoute, echo, {
      routeKey: 'POST /api/auth/login',
      body: JSON.stringify({ name: 'x', padding: 'a'.repeat(4 * 1024 * 1024 - 40) }),
    });
    for (const response of [plain, base64]) {
      expect(response.statusCode).toBe(413);
      expect(parseBody(response.body)).toEqual({
        message: 'La richiesta è troppo grande: i dati inviati superano 4 MB. Invia meno dati alla volta.',
        code: 'PAYLOAD_TOO_LARGE',
      });
    }
    expect(justUnder.statusCode).toBe(200);
    expect(echo).toHaveBeenCalledTimes(1);
  });

  it('lists at most 20 problems in an error answer, and counts the others', async () => {
    const problems = Array.from({ length: 1254 }, (_, index) => `Problema ${index + 1}.`);
    const response = await call(
      publicRoute,
      async () => {
        throw new BadRequestError(problems[0] ?? '', problems);
      },
      { routeKey: 'POST /api/auth/login', body: '{"name":"x"}' },
    );
    expect(parseBody(response.body).errors).toEqual([...problems.slice(0, 20), '… e altri 1.234 problemi.']);
  });

  it('maps typed errors to their status and message', async () => {
    const response = await call(
      publicRoute,
      async () => {
        throw new ConflictError('Esiste già.');
      },
      { routeKey: 'POST /api/auth/login', body: '{"name":"x"}' },
    );
    expect(response.statusCode).toBe(409);
    expect(parseBody(response.body)).toEqual({ message: 'Esiste già.', code: 'CONFLICT' });
  });

  it('hides unexpected errors behind a generic 500 and logs them', async () => {
    logged.length = 0;
    const response = await call(
      publicRoute,
      async () => {
        throw new Error('database password is hunter2');
      },
      { routeKey: 'POST /api/auth/login', body: '{"name":"x"}' },
    );
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('hunter2');
    expect(parseBody(response.body).code).toBe('INTERNAL');
    expect(logged).toHaveLength(1);
  });
});

describe('createRoute with shapes yup cannot cast', () => {
  const trimmed = object({ name: string().trim().required() });
  const route = createRoute(
    publicRoute,
    { authenticator, logger },
    { body: trimmed, handler: async (request) => ok(request.body) },
  );

  it.each([
    ['{"name":{}}'],
    ['{"name":[1]}'],
    ['{"constructor":1,"name":"x"}'],
    ['{"__proto__":{"a":1},"name":{"toString":1}}'],
  ])('answers 400, never 500, to %s', async (body) => {
    const response = await route(httpEvent({ routeKey: 'POST /api/auth/login', body }), lambdaContext);
    expect(response.statusCode).toBe(400);
  });
});
