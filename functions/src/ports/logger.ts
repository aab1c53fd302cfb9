import type { Context } from 'aws-lambda';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured JSON logs. Never pass passwords, tokens or answer text. */
export interface Logger {
  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

/** The process's root logger: each invocation adds its Lambda context (request id, cold start). */
export interface InvocationLogger extends Logger {
  addContext(context: Context): void;
}
