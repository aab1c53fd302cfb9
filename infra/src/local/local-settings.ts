import { resolve } from 'node:path';

/**
 * The settings a person may give the local runtime through the environment (README, "Settings"), besides
 * PORT, HOST, DATA_DIR and ACCESS_LOG, which `main.ts` reads itself. Everything else the functions read
 * (RUNTIME, DYNAMODB_ENDPOINT, S3_ENDPOINT, STRIPE_API_URL, TABLE_*, BUCKET_*, MAIL_TRANSPORT, DATA_DIR...)
 * belongs to the stack: a stray variable in the shell must not point the app at another table or mailer.
 */
const USER_SETTINGS = new Set([
  'APP_URL',
  'LOG_LEVEL',
  'SESSION_CHECK_CACHE_MS',
  'PASSWORD_HASH_COST',
  'MAIL_QUOTA_PER_HOUR',
  'PDF_CONVERTER',
  'PDF_CONVERSION_TIMEOUT_MS',
  'PDF_WORKERS',
  'SOFFICE_PATH',
  'CONTACTS_MAX_PER_OWNER',
]);
const USER_SETTING_PREFIXES = ['SEED_', 'LOGIN_', 'MAIL_ROUTE_', 'SDK_', 'SELLER_', 'ACCOUNT_RATE_'];

const isUserSetting = (name: string): boolean =>
  USER_SETTINGS.has(name) || USER_SETTING_PREFIXES.some((prefix) => name.startsWith(prefix));

/** The user-facing settings of `env`; empty ones are left out, so that the stack's defaults apply. */
export const userSettingsOf = (env: Record<string, string | undefined>): Record<string, string> =>
  Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => isUserSetting(entry[0]) && !!entry[1]?.trim(),
    ),
  );

const DEFAULT_PORT = 3000;

/** `PORT` as a TCP port; empty or anything but a whole number from 1 to 65535 means 3000. */
export const portOf = (value: string | undefined): number => {
  const text = value?.trim() ?? '';
  const port = /^\d{1,5}$/.test(text) ? Number(text) : NaN;
  return port >= 1 && port <= 65535 ? port : DEFAULT_PORT;
};

/** `DATA_DIR` as an absolute folder: a relative one is taken from the current directory; empty means `.data`. */
export const dataDirOf = (value: string | undefined, cwd: string = process.cwd()): string =>
  resolve(cwd, value?.trim() || '.data');

/** `HOST`; empty means 127.0.0.1. */
export const hostOf = (value: string | undefined): string => value?.trim() || '127.0.0.1';
