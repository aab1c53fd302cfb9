import { QueryCommand, type DynamoDBDocumentClient, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';

export type Item = Record<string, unknown>;

/**
 * The items of a Query, every page of it (DynamoDB answers at most 1 MB a call), or its first `atMost` items: then
 * each call asks for no more than are still wanted. With a filter, leave `atMost` out: a call's limit counts the
 * items read before filtering.
 */
export const queryAll = async <T = Item>(
  dynamo: DynamoDBDocumentClient,
  input: Omit<QueryCommandInput, 'ExclusiveStartKey' | 'Limit'>,
  atMost?: number,
): Promise<T[]> => {
  const items: T[] = [];
  let startKey: Item | undefined;
  do {
    const page = await dynamo.send(
      new QueryCommand({
        ...input,
        ...(atMost !== undefined && { Limit: atMost - items.length }),
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as T[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (atMost === undefined || items.length < atMost));
  return items;
};
