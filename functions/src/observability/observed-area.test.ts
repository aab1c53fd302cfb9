import { ROUTES, routeKeyOf } from '@redigo/shared/routes';
import { httpEvent, lambdaContext } from '../http/test-support/http-event';
import { observedArea } from './observed-area';
import { createPowertoolsLogger } from './powertools-logger';
import { METRICS_NAMESPACE } from '../ports/metrics';
import { createPowertoolsMetrics } from './powertools-metrics';
import { ROUTE_METRICS } from './route-metrics';

/** The JSON lines written to stdout and stderr (warnings, errors) while `work` runs. */
const stdoutLines = async (work: () => Promise<unknown>): Promise<Record<string, unknown>[]> => {
  const lines: string[] = [];
  const spies = [process.stdout, process.stderr].map((stream) =>
    jest.spyOn(stream, 'write').mockImplementation((chunk) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    }),
  );
  try {
    await work();
  } finally {
    spies.forEach((spy) => spy.mockRestore());
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
};

describe('observed areas: Powertools logs and metrics', () => {
  const previous = process.env.POWERTOOLS_METRICS_DISABLED;
  beforeAll(() => (process.env.POWERTOOLS_METRICS_DISABLED = 'false'));
  afterAll(() => (process.env.POWERTOOLS_METRICS_DISABLED = previous));

  const observation = () => ({
    logger: createPowertoolsLogger('info', 'test'),
    metrics: createPowertoolsMetrics('test'),
  });

  it('logs JSON lines with the request id, the cold start flag and the stage', async () => {
    const { logger, metrics } = observation();
    const handler = observedArea(
      async () => {
        logger.child({ area: 'auth' }).log('info', 'Signed in', { userId: 'u1' });
        return { statusCode: 200, body: '{}' };
      },
      { logger, metrics },
    );
    const [line] = await stdoutLines(() =>
      handler(httpEvent({ routeKey: 'POST /api/auth/login' }), { ...lambdaContext, awsRequestId: 'req-1' }),
    );
    expect(line).toMatchObject({
      level: 'INFO',
      message: 'Signed in',
      service: 'redigo',
      stage: 'test',
      area: 'auth',
      userId: 'u1',
      function_request_id: 'req-1',
      cold_start: expect.any(Boolean),
    });
  });

  it('never writes the values of passwords, tokens or answers', async () => {
    const { logger } = observation();
    const [line] = await stdoutLines(async () =>
      logger.log('warn', 'Odd request', { password: 'Segreta1!', refreshToken: 'r-1', answers: { a: 'x' } }),
    );
    expect(JSON.stringify(line)).not.toMatch(/Segreta1!|r-1|"x"/);
    expect(line).toMatchObject({ password: '[redacted]', refreshToken: '[redacted]', answers: '[redacted]' });
  });

  it('publishes what an answer stands for in the embedded metric format, once per invocation', async () => {
    const observed = observation();
    const refuse = observedArea(async () => ({ statusCode: 402, body: '{}' }), observed);
    const lines = await stdoutLines(() =>
      refuse(httpEvent({ routeKey: 'POST /api/payment' }), lambdaContext),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      _aws: { CloudWatchMetrics: [{ Namespace: METRICS_NAMESPACE, Dimensions: [['service', 'stage']] }] },
      service: 'redigo',
      stage: 'test',
      PaymentsRefused: 1,
    });
    const quiet = observedArea(async () => ({ statusCode: 200, body: '{}' }), observed);
    expect(
      await stdoutLines(() => quiet(httpEvent({ routeKey: 'GET /api/category' }), lambdaContext)),
    ).toEqual([]);
  });

  it('counts only routes of the table', () => {
    const keys = new Set(ROUTES.map(routeKeyOf));
    for (const rule of ROUTE_METRICS) expect(keys).toContain(rule.routeKey);
  });
});
