// The users module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export type { PeopleDirectory, Person } from './people-directory';
export {
  DuplicatePecError,
  normalizePec,
  newUserRecord,
  toSessionUser,
  toUser,
  type ConsentTimestamps,
  type UserRecord,
} from './user-record';
export type { UserListFilter, UserRepository } from './user-repository';
export type { UsersDeps } from './users-deps';
export { usersRoutes } from './users-routes';
