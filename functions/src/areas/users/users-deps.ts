import type { Clock } from '../../ports/clock';
import type { IdGenerator } from '../../ports/id-generator';
import type { PasswordHasher } from '../../security/password-hasher';
import { type UserRepository } from './user-repository';

/** What the users use cases need. */
export interface UsersDeps {
  users: UserRepository;
  passwordHasher: PasswordHasher;
  clock: Clock;
  ids: IdGenerator;
}
