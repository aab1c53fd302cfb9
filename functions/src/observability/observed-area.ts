import type { Context } from 'aws-lambda';
import type { LambdaHttpHandler } from '../http/http-types';
import type { Logger } from '../ports/logger';
import type { Metrics } from '../ports/metrics';
import { countRouteOutcome } from './route-metrics';

/** The process's root logger: each invocation adds its Lambda context (request id, cold start). */
export interface InvocationLogger extends Logger {
  addContext(context: Context): void;
}

export interface Observation {
  logger: InvocationLogger;
  metrics: Metrics;
}

/**
 * An area's handler with its invocations observed: the Lambda context goes into every log line (request id,
 * cold start), its answer is counted (route-metrics.ts), and the metrics counted during the invocation are
 * published when it ends, whatever it answers.
 */
export const observedArea =
  (handler: LambdaHttpHandler, { logger, metrics }: Observation): LambdaHttpHandler =>
  async (event, context) => {
    logger.addContext(context);
    try {
      const response = await handler(event, context);
      countRouteOutcome(event.routeKey, response, metrics);
      return response;
    } finally {
      metrics.publish();
    }
  };
