import type { SessionUser } from '@redigo/shared/domain/user';
import { authMessages } from '@redigo/shared/messages/auth';
import { UnauthorizedError } from '../../errors/app-errors';
import { normalizePec, toSessionUser } from '../users';
import type { AuthDeps } from './auth-deps';
import { signInRefusal } from './sign-in-policy';
import { startSession, type TokenPair } from './start-session';

export interface LoginInput {
  pec: string;
  password: string;
  clientAddress: string;
}

/** The signed-in user as the SPA keeps it (with the PEC), and the session's tokens. */
export interface LoginResult {
  user: SessionUser & { pec: string };
  tokens: TokenPair;
}

/**
 * POST /auth/login. An unknown or cancelled PEC and a wrong password get the same 401 after the same work
 * (a hash is checked either way); the account's state (403s) is told only after a correct password.
 * Failures are limited per account and per address by the login throttle (429).
 */
export const login = async (
  deps: Pick<
    AuthDeps,
    'users' | 'throttle' | 'passwordHasher' | 'sessions' | 'accessTokens' | 'ids' | 'clock'
  >,
  input: LoginInput,
): Promise<LoginResult> => {
  const pec = normalizePec(input.pec);
  const [attempt, found] = await Promise.all([
    deps.throttle.admit(pec, input.clientAddress),
    deps.users.findByPec(pec),
  ]);
  const user = found && found.status !== 'cancellato' ? found : undefined;
  const passwordMatches = user
    ? await deps.passwordHasher.verify(input.password, user.passwordHash)
    : await deps.passwordHasher.verifyAgainstNothing(input.password);
  if (!user || !passwordMatches) {
    await attempt.failed();
    throw new UnauthorizedError(authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
  }
  await attempt.succeeded();
  const refusal = signInRefusal(user);
  if (refusal) throw refusal;
  const tokens = await startSession(deps, user);
  return { user: { ...toSessionUser(user), pec: user.pec }, tokens };
};
