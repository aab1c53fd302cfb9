import type { User } from '@redigo/shared/domain/user';
import { authMessages } from '@redigo/shared/messages/auth';
import type { CreateEditorRequest } from '@redigo/shared/schemas/users';
import { ConflictError } from '../../errors/app-errors';
import { DuplicatePecError, newUserRecord, normalizePec, toUser } from './user-record';
import type { UsersDeps } from './users-deps';

/**
 * POST /user (admin). Creates an editor: role `editor` whatever else is asked (the schema refuses any
 * other role), PEC verified, status `confermato`. A PEC already registered: 409.
 */
export const createEditor = async (deps: UsersDeps, input: CreateEditorRequest): Promise<User> => {
  const record = newUserRecord(
    {
      id: deps.ids.newId(),
      name: input.name,
      surname: input.surname,
      pec: normalizePec(input.pec),
      passwordHash: await deps.passwordHasher.hash(input.password),
      role: 'editor',
      status: 'confermato',
      email_verified: true,
    },
    deps.clock.now().toISOString(),
  );
  try {
    await deps.users.create(record);
  } catch (error) {
    if (error instanceof DuplicatePecError) throw new ConflictError(authMessages.duplicatePec);
    throw error;
  }
  return toUser(record);
};
