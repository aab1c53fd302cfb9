import { accountRoutes, sessionRoutes, type AuthDeps } from '../areas/auth';
import { createDynamoAttemptCounters } from '../infrastructure/dynamodb/tokens/attempt-counter-table';
import { createDynamoOneTimeTokens } from '../infrastructure/dynamodb/tokens/one-time-token-table';
import { createDynamoSessionStore } from '../infrastructure/dynamodb/tokens/session-table';
import { createDynamoUserRepository } from '../infrastructure/dynamodb/users/user-table';
import { createSmtpMailer } from '../infrastructure/mail/smtp-mailer';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createAccountMails } from '../mail/account-mails';
import { createAddressLimits } from '../security/address-limits';
import { forgetOnRevoke } from '../security/cached-session-checks';
import { createLoginThrottle } from '../security/login-throttle';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';
import { createMailQuota, createPacer } from '../areas/auth';

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

/** The auth area's Lambda: the sessions and the accounts. */
export const authArea = (infrastructure: Infrastructure): LambdaHttpHandler => {
  const deps = createAuthDeps(infrastructure);
  return createAreaRouter('auth', infrastructure, {
    ...sessionRoutes(infrastructure, deps),
    ...accountRoutes(infrastructure, deps),
  });
};

/** The auth area's Lambda on AWS (functions/src/lambda/auth.ts): the one Lambda that may send mail through SMTP. */
export const authLambda = (): LambdaHttpHandler =>
  awsAreaLambda('auth', authArea, { smtpMailer: createSmtpMailer });
