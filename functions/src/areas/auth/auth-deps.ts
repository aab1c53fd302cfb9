import type { Infrastructure } from '../../composition/infrastructure';
import { createAccountMails, type AccountMails } from '../../mail/account-mails';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { Logger } from '../../ports/logger';
import type { Mailer } from '../../ports/mailer';
import type { AccessTokens } from '../../security/access-tokens';
import { createAddressLimits, type AddressLimits } from '../../security/address-limits';
import { createDynamoAttemptCounters } from '../../security/dynamo-attempt-counters';
import { createDynamoOneTimeTokens } from '../../security/dynamo-one-time-tokens';
import { forgetOnRevoke } from '../../security/cached-session-checks';
import { createDynamoSessionStore } from '../../security/dynamo-session-store';
import { createLoginThrottle, type LoginThrottle } from '../../security/login-throttle';
import type { OneTimeTokens } from '../../security/one-time-tokens';
import type { PasswordHasher } from '../../security/password-hasher';
import type { SessionStore } from '../../security/session-store';
import { createDynamoUserRepository, type UserRepository } from '../users';
import { createMailQuota, type MailQuota } from './mail-quota';
import { createPacer, type Pacer } from './pacer';

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

/** Answers that must not tell an existing PEC from a new one take at least this long. */
const ALIKE_ANSWER_MS = 250;

export const createAuthDeps = (infrastructure: Infrastructure): AuthDeps => {
  const { dynamo, config, clock } = infrastructure;
  const counters = createDynamoAttemptCounters(dynamo, config.tables.tokens, clock);
  return {
    users: createDynamoUserRepository(dynamo, config.tables.users),
    sessions: forgetOnRevoke(
      createDynamoSessionStore(dynamo, config.tables.tokens, clock),
      infrastructure.sessionChecks,
    ),
    linkTokens: createDynamoOneTimeTokens(dynamo, config.tables.tokens, clock),
    mailQuota: createMailQuota(counters, config.mailQuotaPerHour),
    throttle: createLoginThrottle(counters, config.loginLimits, clock),
    mailRoutes: createAddressLimits(counters, config.mailRouteLimits, clock),
    accessTokens: infrastructure.accessTokens,
    passwordHasher: infrastructure.passwordHasher,
    mailer: infrastructure.mailer,
    mails: createAccountMails(config.appUrl),
    clock,
    ids: infrastructure.ids,
    logger: infrastructure.logger,
    pace: createPacer(ALIKE_ANSWER_MS),
  };
};
