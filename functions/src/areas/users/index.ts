// The users module's public surface: what other modules may use of it (eslint.config.mjs enforces it).
export { createDynamoPeopleDirectory, type PeopleDirectory, type Person } from './people-directory';
export { DuplicatePecError, normalizePec, toSessionUser, type UserRecord } from './user-record';
export { createDynamoUserRepository, type UserRepository } from './user-repository';
