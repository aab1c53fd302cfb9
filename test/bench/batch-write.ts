import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

/** Writes items with BatchWrite, 25 a request, 12 requests at a time, retrying unprocessed ones. */
export const batchWrite = async (
  dynamo: DynamoDBDocumentClient,
  table: string,
  items: Record<string, unknown>[],
) => {
  const chunks: Record<string, unknown>[][] = [];
  for (let start = 0; start < items.length; start += 25) chunks.push(items.slice(start, start + 25));
  const worker = async () => {
    for (let chunk = chunks.shift(); chunk; chunk = chunks.shift()) {
      let requests = chunk.map((Item) => ({ PutRequest: { Item } }));
      while (requests.length > 0) {
        const { UnprocessedItems } = await dynamo.send(
          new BatchWriteCommand({ RequestItems: { [table]: requests } }),
        );
        requests = (UnprocessedItems?.[table] ?? []) as typeof requests;
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
};
