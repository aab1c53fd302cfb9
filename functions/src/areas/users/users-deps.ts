import type { Infrastructure } from '../../composition/infrastructure';
import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { PasswordHasher } from '../../security/password-hasher';
import { createDynamoUserRepository, type UserRepository } from './user-repository';

/** What the users use cases need. */
export interface UsersDeps {
  users: UserRepository;
  passwordHasher: PasswordHasher;
  clock: Clock;
  ids: IdGenerator;
}

export const createUsersDeps = (infrastructure: Infrastructure): UsersDeps => ({
  users: createDynamoUserRepository(infrastructure.dynamo, infrastructure.config.tables.users),
  passwordHasher: infrastructure.passwordHasher,
  clock: infrastructure.clock,
  ids: infrastructure.ids,
});
