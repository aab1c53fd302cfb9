import { Logger as PowertoolsLogger } from '@aws-lambda-powertools/logger';
import type { Logger, LogLevel } from '../ports/logger';
import type { InvocationLogger } from './observed-area';

/** Keys whose values never reach a log line, whoever passes them: a safety net under the rule of the port. */
const SENSITIVE_KEY = /password|token|secret|answer|authorization|cookie/i;
const redact = (key: string, value: unknown): unknown =>
  SENSITIVE_KEY.test(key) && value !== undefined ? '[redacted]' : value;

const asPort = (logger: PowertoolsLogger): Logger => ({
  log(level: LogLevel, message: string, fields: Record<string, unknown> = {}) {
    logger[level](message, fields);
  },
  child(fields) {
    return asPort(logger.createChild({ persistentKeys: fields }));
  },
});

/**
 * The logger of the functions, on AWS and locally: Powertools' JSON lines (level, message, timestamp,
 * service, and, once an invocation's context is added, function_request_id and cold_start), with the stage
 * on every line, and the values of sensitive keys redacted.
 */
export const createPowertoolsLogger = (level: LogLevel, stage: string): InvocationLogger => {
  const logger = new PowertoolsLogger({
    serviceName: 'redigo',
    logLevel: level.toUpperCase() as Uppercase<LogLevel>,
    persistentKeys: { stage },
    jsonReplacerFn: redact,
  });
  return { ...asPort(logger), addContext: (context) => logger.addContext(context) };
};
