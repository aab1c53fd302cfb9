import type { SettingsReader } from './settings-reader';

export type Runtime = 'aws' | 'local';
export type MailTransport = 'ses' | 'smtp' | 'outbox';

/** The account mails: where their links point and how they leave (the auth area's). */
export interface MailSettings {
  /** The SPA's public origin, used in e-mail links. */
  appUrl: string;
  mail: {
    transport: MailTransport;
    from: string;
    smtpUrl?: string;
    /** AWS: the secret with the SMTP server's host, port and credentials (instead of SMTP_URL). */
    smtpSecretArn?: string;
    sesConfigurationSet?: string;
  };
  /** Mails of one kind (verification, reset) one PEC may receive in an hour; more are skipped silently. */
  mailQuotaPerHour: number;
}

/** The limits on signing in and on the public routes that hash a password or send mail (the auth area's). */
export interface SignInLimits {
  loginLimits: {
    perAccountFailures: number;
    perAccountLockMinutes: number;
    perAddressFailures: number;
    perAddressWindowMinutes: number;
  };
  /**
   * Requests one client address may make to each public route that hashes a password or sends mail (register,
   * verify-email, resend-verification, forgot-password, reset-password) within a fixed window; more get 429.
   */
  mailRouteLimits: {
    perAddress: number;
    windowMinutes: number;
  };
}

export const readMailSettings = (read: SettingsReader, runtime: Runtime): MailSettings => ({
  appUrl: read.required('APP_URL').replace(/\/+$/, ''),
  mail: {
    transport: read.oneOf<MailTransport>(
      'MAIL_TRANSPORT',
      ['ses', 'smtp', 'outbox'],
      runtime === 'local' ? 'outbox' : 'ses',
    ),
    from: read.required('MAIL_FROM'),
    smtpUrl: read.optional('SMTP_URL'),
    smtpSecretArn: read.optional('SMTP_SECRET_ARN'),
    sesConfigurationSet: read.optional('SES_CONFIGURATION_SET'),
  },
  mailQuotaPerHour: read.integer('MAIL_QUOTA_PER_HOUR', runtime === 'local' ? 100 : 5),
});

export const readSignInLimits = (read: SettingsReader): SignInLimits => ({
  loginLimits: {
    perAccountFailures: read.integer('LOGIN_MAX_FAILURES_PER_ACCOUNT', 5),
    perAccountLockMinutes: read.integer('LOGIN_LOCK_MINUTES', 15),
    perAddressFailures: read.integer('LOGIN_MAX_FAILURES_PER_ADDRESS', 100),
    perAddressWindowMinutes: read.integer('LOGIN_ADDRESS_WINDOW_MINUTES', 15),
  },
  mailRouteLimits: {
    perAddress: read.integer('MAIL_ROUTE_MAX_PER_ADDRESS', 100),
    windowMinutes: read.integer('MAIL_ROUTE_WINDOW_MINUTES', 15),
  },
});

/** The address book's limit (the contacts area's). */
export interface ContactSettings {
  /** The most contacts one lawyer's address book may hold. */
  contactsPerOwner: number;
}

export const readContactSettings = (read: SettingsReader): ContactSettings => ({
  contactsPerOwner: read.integer('CONTACTS_MAX_PER_OWNER', 5000),
});
