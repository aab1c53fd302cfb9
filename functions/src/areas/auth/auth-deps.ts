import { type AccountMails } from '../../mail/account-mails';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import type { AccessTokens } from '../../security/access-tokens';
import { type AddressLimits } from '../../security/address-limits';
import { type LoginThrottle } from '../../security/login-throttle';
import type { OneTimeTokens } from '../../security/one-time-tokens';
import type { PasswordHasher } from '../../security/password-hasher';
import type { SessionStore } from '../../security/session-store';
import { type UserRepository } from '../users';
import { type MailQuota } from './mail-quota';
import { type Pacer } from './pacer';

/** Everything the account use cases need; each use case takes the part it uses. */
export interface AuthDeps {
  users: UserRepository;
  sessions: SessionStore;
  linkTokens: OneTimeTokens;
  mailQuota: MailQuota;
  throttle: LoginThrottle;
  /** Requests per client address to the public routes that hash a password or send mail. */
  mailRoutes: AddressLimits;
  accessTokens: AccessTokens;
  passwordHasher: PasswordHasher;
  mailer: Mailer;
  mails: AccountMails;
  clock: Clock;
  ids: IdGenerator;
  logger: Logger;
  pace: Pacer;
}
