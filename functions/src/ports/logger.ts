export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured JSON logs. Never pass passwords, tokens or answer text. */
export interface Logger {
  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}
