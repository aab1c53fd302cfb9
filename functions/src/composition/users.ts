import { createUsersArea, type UsersDeps } from '../areas/users';
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

/** The users area's Lambda. */
export const usersArea = (infrastructure: Infrastructure): LambdaHttpHandler =>
  createUsersArea(infrastructure, createUsersDeps(infrastructure));

/** The users area's Lambda on AWS (functions/src/lambda/users.ts). */
export const usersLambda = (): LambdaHttpHandler => awsAreaLambda('users', usersArea);
