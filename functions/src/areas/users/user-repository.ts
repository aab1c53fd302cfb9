import type { Role } from '@redigo/shared/roles';
import type { User, UserStatus } from '@redigo/shared/domain/user';
import type { ConsentTimestamps, UserRecord } from './user-record';

/** Filters of the users list; all optional, combined with "and". */
export interface UserListFilter {
  role?: Role;
  status?: UserStatus;
  email_verified?: boolean;
}

/**
 * Users by id and by PEC, their list and their changes (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/users/user-table.ts).
 */
export interface UserRepository {
  /** Creates the user; exactly one of two concurrent creations with the same PEC succeeds. */
  create(record: UserRecord): Promise<void>;
  findById(id: string): Promise<UserRecord | undefined>;
  findByPec(pec: string): Promise<UserRecord | undefined>;
  /** Every listed user matching the filter, never `cancellato` ones, newest first, without hashes. */
  list(filter: UserListFilter): Promise<User[]>;
  /** Marks the PEC verified; false when it already was or the user does not exist. */
  markEmailVerified(id: string, at: string): Promise<boolean>;
  /** Moves the user from `from` to `to`; false when the status is no longer `from`. */
  changeStatus(id: string, from: UserStatus, to: UserStatus, at: string): Promise<boolean>;
  setPasswordHash(id: string, passwordHash: string, at: string): Promise<void>;
  /** The marketing consent and its timestamps; false when the user does not exist or is cancelled. */
  setNewsletter(id: string, newsletter: boolean, consents: ConsentTimestamps, at: string): Promise<boolean>;
}
