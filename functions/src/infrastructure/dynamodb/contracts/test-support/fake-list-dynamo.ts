import { BatchGetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

type Item = Record<string, unknown>;

/**
 * A stand-in for the DynamoDB calls the list pages make: Query on an index by partition key (sorted by
 * `listSort`, forward or backward, with Limit, paging by ExclusiveStartKey) and BatchGet
 * by id. It answers at most `pageSize` items a call, so that paging is exercised; `queries` counts the calls.
 */
export const fakeListDynamo = (tables: Record<string, Map<string, Item>>, pageSize = 4) => {
  const calls = { queries: 0, itemsRead: 0 };
  const query = (input: QueryCommand['input']) => {
    calls.queries += 1;
    const table = tables[input.TableName ?? ''] ?? new Map<string, Item>();
    const names = input.ExpressionAttributeNames ?? {};
    const values = input.ExpressionAttributeValues ?? {};
    const partition = names['#partition'] ?? '';
    const sorted = [...table.values()]
      .filter((item) => item[partition] === values[':partition'])
      .sort((a, b) => (String(a.listSort) < String(b.listSort) ? -1 : 1));
    if (input.ScanIndexForward === false) sorted.reverse();
    const start = input.ExclusiveStartKey
      ? sorted.findIndex((item) => item.id === input.ExclusiveStartKey?.id) + 1
      : 0;
    const count = Math.min(pageSize, input.Limit ?? pageSize);
    const evaluated = sorted.slice(start, start + count);
    calls.itemsRead += evaluated.length;
    const last = evaluated[evaluated.length - 1];
    return {
      Items: evaluated,
      LastEvaluatedKey: start + count < sorted.length && last ? { id: last.id } : undefined,
    };
  };
  const batchGet = (input: BatchGetCommand['input']) => ({
    Responses: Object.fromEntries(
      Object.entries(input.RequestItems ?? {}).map(([name, request]) => [
        name,
        (request.Keys ?? []).flatMap((key) => {
          const item = tables[name]?.get(String(key.id));
          return item ? [item] : [];
        }),
      ]),
    ),
  });
  const send = async (command: unknown) => {
    if (command instanceof QueryCommand) return query(command.input);
    if (command instanceof BatchGetCommand) return batchGet(command.input);
    throw new Error('Unexpected command');
  };
  return { dynamo: { send } as unknown as DynamoDBDocumentClient, calls };
};
