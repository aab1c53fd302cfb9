import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { batchGetByIds } from '../batch-get';
import { queryAll } from '../query-all';
import { counterIdOf, LIST_INDEXES, LIST_SORT_ATTRIBUTE, type ListPartition } from './contract-list-keys';

/** A contract's place in a list. */
export interface ListEntry {
  id: string;
  listSort: string;
  userId: string;
}

export interface PartitionRead {
  newestFirst: boolean;
  /** How many entries to read at most; all when undefined. */
  count?: number;
}

/** DynamoDB's order of string sort keys (by code unit, as ours are ASCII), or its reverse. */
const byListSort = (newestFirst: boolean) => (a: ListEntry, b: ListEntry) => {
  const order = a.listSort < b.listSort ? -1 : a.listSort > b.listSort ? 1 : 0;
  return newestFirst ? -order : order;
};

/**
 * Reads the list indexes' partitions: entries (keys only) in list order, merged across partitions, and the sum of
 * the partitions' counters.
 */
export const createListEntryReader = (dynamo: DynamoDBDocumentClient, contractsTable: string) => {
  const readPartition = (partition: ListPartition, read: PartitionRead): Promise<ListEntry[]> =>
    queryAll<ListEntry>(
      dynamo,
      {
        TableName: contractsTable,
        IndexName: LIST_INDEXES[partition.index].name,
        KeyConditionExpression: '#partition = :partition',
        ProjectionExpression: '#id, #sort, #user',
        ExpressionAttributeNames: {
          '#partition': LIST_INDEXES[partition.index].attribute,
          '#id': 'id',
          '#sort': LIST_SORT_ATTRIBUTE,
          '#user': 'userId',
        },
        ExpressionAttributeValues: { ':partition': partition.value },
        ScanIndexForward: !read.newestFirst,
      },
      read.count,
    );

  const readMerged = async (partitions: ListPartition[], read: PartitionRead): Promise<ListEntry[]> =>
    (await Promise.all(partitions.map((partition) => readPartition(partition, read))))
      .flat()
      .sort(byListSort(read.newestFirst));

  const totalOf = async (partitions: ListPartition[]): Promise<number> => {
    const counters = await batchGetByIds(dynamo, contractsTable, partitions.map(counterIdOf), ['total']);
    return [...counters.values()].reduce((sum, item) => sum + Number(item.total ?? 0), 0);
  };

  return { readMerged, totalOf };
};
