import { randomBytes } from 'node:crypto';
import type { SessionUser, User } from '@redigo/shared/domain/user';
import type { OutboxMail } from '@redigo/functions/infrastructure/mail/outbox';
import { demoAccounts } from '../../infra/src/seed/seed-accounts';
import type { TestStack } from './test-stack';

export type DemoRole = 'admin' | 'editor' | 'user';

/** A signed-in account: its tokens (the access token without `Bearer `) and the login's user. */
export interface SignedIn {
  token: string;
  refreshToken: string;
  user: SessionUser & { pec: string };
  pec: string;
  password: string;
}

/** The seeded demo account of a role (their defaults, as the test stack seeds them). */
export const demoAccount = (role: DemoRole) => {
  const account = demoAccounts({}).find((candidate) => candidate.role === role);
  if (!account) throw new Error(`No demo account with role ${role}`);
  return account;
};

/** A fresh PEC no other test uses. */
export const uniquePec = (prefix = 'avv'): string => `${prefix}.${randomBytes(5).toString('hex')}@pec.it`;

/** Signs in through POST /auth/login and fails loudly if that doesn't work. */
export const login = async (stack: TestStack, pec: string, password: string): Promise<SignedIn> => {
  const response = await stack.api.post('/api/auth/login', { pec, password });
  const token = response.headers.get('authorization');
  const refreshToken = response.headers.get('refresh');
  if (response.status !== 200 || !token || !refreshToken)
    throw new Error(`Login of ${pec} failed: ${response.status} ${JSON.stringify(response.body)}`);
  return { token, refreshToken, user: response.body.data, pec, password };
};

/** Signs in as the seeded admin, editor or lawyer. */
export const loginAs = (stack: TestStack, role: DemoRole): Promise<SignedIn> => {
  const account = demoAccount(role);
  return login(stack, account.pec, account.password);
};

/** The local outbox (newest first), optionally only the mails to one address. */
export const mailsTo = async (stack: TestStack, pec?: string): Promise<OutboxMail[]> => {
  const response = await stack.api.get<OutboxMail[]>('/_local/mail.json');
  return pec ? response.body.filter((mail) => mail.to.toLowerCase() === pec.toLowerCase()) : response.body;
};

/** The token of the newest link to an SPA page (e.g. `/verify-email`) mailed to an address. */
export const linkToken = async (stack: TestStack, pec: string, pagePath: string): Promise<string> => {
  for (const mail of await mailsTo(stack, pec)) {
    for (const link of mail.links) {
      const url = new URL(link);
      const token = url.searchParams.get('token');
      if (url.pathname === pagePath && token) return token;
    }
  }
  throw new Error(`No ${pagePath} link mailed to ${pec}`);
};

/** A valid registration body with a fresh PEC. */
export const registrationBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Giulia',
  surname: 'Bianchi',
  pec: uniquePec(),
  password: 'Tartaruga!Blu7',
  terms_acceptance: true,
  privacy: true,
  terms_art_9_10: true,
  newsletter: false,
  ...overrides,
});

/** The admin who approves registrations, signed in once per stack. */
const approvers = new WeakMap<TestStack, Promise<SignedIn>>();
const approverOf = (stack: TestStack): Promise<SignedIn> => {
  const approver = approvers.get(stack) ?? loginAs(stack, 'admin');
  approvers.set(stack, approver);
  return approver;
};

const expectStatus = (step: string, status: number, expected: number, body: unknown): void => {
  if (status !== expected) throw new Error(`${step}: ${status} ${JSON.stringify(body)}`);
};

/**
 * A lawyer who went the whole way: registered, verified the PEC through the mailed link, was accepted by
 * the admin and signed in. Returns the login's tokens and user, and the account as the admin sees it.
 */
export const registerVerifiedApprovedLawyer = async (
  stack: TestStack,
  overrides: Record<string, unknown> = {},
): Promise<SignedIn & { account: User }> => {
  const body = registrationBody(overrides);
  const registered = await stack.api.post('/api/auth/register', body);
  expectStatus('register', registered.status, 201, registered.body);
  const token = await linkToken(stack, body.pec, '/verify-email');
  const verified = await stack.api.post(`/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  expectStatus('verify', verified.status, 200, verified.body);

  const admin = await approverOf(stack);
  const found = await stack.api.get(`/api/user?name=${encodeURIComponent(body.pec)}`, { token: admin.token });
  const account = found.body?.data?.results?.[0] as User | undefined;
  if (!account) throw new Error(`The admin cannot find ${body.pec}`);
  const accepted = await stack.api.post(
    '/api/auth/change-user-status',
    { userId: account.id, status: 'confermato' },
    { token: admin.token },
  );
  expectStatus('accept', accepted.status, 200, accepted.body);

  const signedIn = await login(stack, body.pec, body.password);
  return { ...signedIn, account: { ...account, status: 'confermato' } };
};
