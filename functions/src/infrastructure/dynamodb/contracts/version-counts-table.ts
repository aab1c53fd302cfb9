import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { VersionCounts } from '../../../areas/templates';
import { batchGetByIds } from '../batch-get';
import { versionCounterIdOf } from './contract-version-keys';

/** The counters of contracts per template version, read by id (one BatchGet), never counted from the contracts. */
export const createDynamoVersionCounts = (
  dynamo: DynamoDBDocumentClient,
  contractsTable: string,
): VersionCounts => ({
  async of(templateId, versions) {
    const ids = new Map(versions.map((version) => [versionCounterIdOf(templateId, version), version]));
    const found = await batchGetByIds(dynamo, contractsTable, [...ids.keys()], ['contracts', 'paid']);
    return new Map(
      [...found.entries()].flatMap(([id, item]) => {
        const version = ids.get(id);
        return version === undefined
          ? []
          : [[version, { contracts: Number(item.contracts ?? 0), paid: Number(item.paid ?? 0) }]];
      }),
    );
  },
});
