import type { RegisterBody } from '@redigo/shared/schemas/auth';
import { DuplicatePecError, newUserRecord, normalizePec, type UserRecord } from '../users';
import type { AuthDeps } from './auth-deps';
import { deliver } from './deliver';
import { sendVerification } from './send-verification';

type Deps = Pick<
  AuthDeps,
  | 'users'
  | 'linkTokens'
  | 'mailQuota'
  | 'passwordHasher'
  | 'mailer'
  | 'mails'
  | 'logger'
  | 'clock'
  | 'ids'
  | 'pace'
>;

/** An existing account's owner hears of the attempt: a fresh link if never verified, else a reminder. */
const tellOwner = async (deps: Deps, owner: UserRecord): Promise<void> => {
  if (owner.status === 'cancellato' || !(await deps.mailQuota.allows('register', owner.pec))) return;
  if (!owner.email_verified) await sendVerification(deps, owner);
  else await deliver(deps, deps.mails.alreadyRegistered(owner), 'already-registered');
};

const newLawyer = (deps: Deps, input: RegisterBody, passwordHash: string): UserRecord => {
  const now = deps.clock.now().toISOString();
  return newUserRecord(
    {
      id: deps.ids.newId(),
      name: input.name,
      surname: input.surname,
      pec: normalizePec(input.pec),
      passwordHash,
      role: 'user',
      status: 'in attesa',
      newsletter: input.newsletter === true,
      email_verified: false,
      ...(input.ordine ? { ordine: input.ordine } : {}),
      ...(input.codice_fiscale ? { codice_fiscale: input.codice_fiscale } : {}),
      consents: {
        terms_acceptance: now,
        privacy: now,
        terms_art_9_10: now,
        ...(input.newsletter === true ? { newsletter: now } : {}),
      },
    },
    now,
  );
};

/**
 * POST /auth/register. Creates a lawyer's account, pending and unverified, with the consents' timestamps,
 * and mails a verification link. A PEC already registered gets the same answer after the same work (the
 * password is hashed either way and the answer paced), and its owner gets a mail instead. Of two
 * concurrent registrations of one PEC exactly one creates the account.
 */
export const register = async (deps: Deps, input: RegisterBody): Promise<void> => {
  await deps.pace(async () => {
    const passwordHash = await deps.passwordHasher.hash(input.password);
    const existing = await deps.users.findByPec(input.pec);
    if (existing) return tellOwner(deps, existing);
    const user = newLawyer(deps, input, passwordHash);
    try {
      await deps.users.create(user);
    } catch (error) {
      if (!(error instanceof DuplicatePecError)) throw error;
      const owner = await deps.users.findByPec(input.pec);
      return owner ? tellOwner(deps, owner) : undefined;
    }
    if (await deps.mailQuota.allows('register', user.pec)) await sendVerification(deps, user);
  });
};
