import { startDynamoDbLocal } from '../../infra/src/local/dynamodb-local';

/** One in-memory DynamoDB Local for the whole integration run; each test file gets its own tables. */
export default async (): Promise<void> => {
  const dynamo = await startDynamoDbLocal();
  process.env.REDIGO_TEST_DYNAMODB_ENDPOINT = dynamo.endpoint;
  (globalThis as { redigoTestDynamo?: typeof dynamo }).redigoTestDynamo = dynamo;
};
