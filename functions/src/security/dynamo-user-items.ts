import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Every item of a user in the tokens table whose id starts with `prefix`, through the `by-user` index. */
export async function* userItems(
  dynamo: DynamoDBDocumentClient,
  table: string,
  userId: string,
  prefix: string,
): AsyncGenerator<Record<string, unknown>[]> {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        TableName: table,
        IndexName: 'by-user',
        KeyConditionExpression: 'userId = :userId AND begins_with(id, :prefix)',
        ExpressionAttributeValues: { ':userId': userId, ':prefix': prefix },
        ExclusiveStartKey: startKey,
      }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}
