import { usersRoutes, type UsersDeps } from '../areas/users';
import { createAreaRouter } from '../http/area-router';
import type { LambdaHttpHandler } from '../http/http-types';
import { createDynamoUserRepository } from '../infrastructure/dynamodb/users/user-table';
import type { Infrastructure } from './infrastructure';
import { awsAreaLambda } from './aws';

export const createUsersDeps = (infrastructure: Infrastructure): UsersDeps => ({
  users: createDynamoUserRepository(infrastructure.dynamo, infrastructure.config.tables.users),
  passwordHasher: infrastructure.passwordHasher,
  clock: infrastructure.clock,
  ids: infrastructure.ids,
});

/** The users area's Lambda: the admin's users list and editor creation, and each user's own profile. */
export const usersArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createAreaRouter('users', infrastructure, usersRoutes(infrastructure, createUsersDeps(infrastructure)));

/** The users area's Lambda on AWS (functions/src/lambda/users.ts). */
export const usersLambda = (): LambdaHttpHandler => awsAreaLambda('users', usersArea);
