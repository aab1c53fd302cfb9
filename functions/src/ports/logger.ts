export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured JSON logs. Never pass passwords, tokens or answer text. */
export interface Logger {
  log(level: LogLevel, message: string, fields?: Record<string, unknown>): void;
  child(fields: Record<string, unknown>): Logger;
}

const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export const createJsonLogger = (
  minimum: LogLevel,
  base: Record<string, unknown> = {},
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger => ({
  log(level, message, fields) {
    if (ORDER[level] < ORDER[minimum]) return;
    write(JSON.stringify({ level, time: new Date().toISOString(), message, ...base, ...fields }));
  },
  child(fields) {
    return createJsonLogger(minimum, { ...base, ...fields }, write);
  },
});
