import type { UserRepository } from '../../../areas/users';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createDynamoUserReads } from './user-reads';
import { createDynamoUserWrites } from './user-writes';

export const createDynamoUserRepository = (
  dynamo: DynamoDBDocumentClient,
  table: string,
): UserRepository => ({
  ...createDynamoUserReads(dynamo, table),
  ...createDynamoUserWrites(dynamo, table),
});
