import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ContractListFilter } from '../../../areas/contracts';
import { queryAll } from '../query-all';
import type { ListEntry } from './contract-list-entries';
import { LIST_INDEXES, LIST_SORT_ATTRIBUTE, partitionsOfScope } from './contract-list-keys';
import { ownerTemplateKeyOf, VERSION_INDEXES, versionKeyOf } from './contract-version-keys';

/**
 * The entries of one owner's contracts pinned to an older version of the templates of `filter.outdated` (the
 * archive's `update=true`), newest first: per template, the owner's partition of `by-owner-version` below the
 * version lawyers get now, keys only, the list's states and category filtered by DynamoDB. The cost grows with the
 * owner's contracts that have an update, never with the table.
 */
export const createOutdatedEntryReader =
  (dynamo: DynamoDBDocumentClient, contractsTable: string) =>
  async (filter: ContractListFilter): Promise<ListEntry[]> => {
    const { ownerId, outdated = [] } = filter;
    if (ownerId === undefined || outdated.length === 0 || filter.states.length === 0) return [];
    // The owner's own contracts and, in a studio, their share of it (contract-list-keys.ts).
    const studio = filter.studio && { id: filter.studio.id, scope: 'mine' as const };
    const owned = partitionsOfScope({ ownerId, states: filter.states, studio }).map(({ value }) => value);
    const values: Record<string, unknown> = Object.fromEntries(
      owned.map((value, i) => [`:state${i}`, value]),
    );
    const category = filter.categoryId ? ' AND #category = :category' : '';
    if (filter.categoryId) values[':category'] = filter.categoryId;
    const read = ({ templateId, below }: { templateId: string; below: number }) =>
      queryAll<ListEntry>(dynamo, {
        TableName: contractsTable,
        IndexName: VERSION_INDEXES.ownerVersion.name,
        KeyConditionExpression: '#partition = :partition AND #version < :below',
        FilterExpression: `#owner IN (${owned.map((_, i) => `:state${i}`).join(', ')})${category}`,
        ProjectionExpression: '#id, #sort, #user',
        ExpressionAttributeNames: {
          '#partition': VERSION_INDEXES.ownerVersion.partition,
          '#version': VERSION_INDEXES.ownerVersion.sort,
          '#owner': LIST_INDEXES.owner.attribute,
          '#id': 'id',
          '#sort': LIST_SORT_ATTRIBUTE,
          '#user': 'userId',
          ...(filter.categoryId && { '#category': 'categoryId' }),
        },
        ExpressionAttributeValues: {
          ...values,
          ':partition': ownerTemplateKeyOf(ownerId, templateId),
          ':below': versionKeyOf(below),
        },
      });
    const entries = (await Promise.all(outdated.map(read))).flat();
    return entries.sort((a, b) => (a.listSort < b.listSort ? 1 : a.listSort > b.listSort ? -1 : 0));
  };
