import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import {
  PinnedFileGoneError,
  StaleContractError,
  type ContractRecord,
  type ContractRepository,
} from '../../../areas/contracts';
import { isRecordId } from '../stored-items';
import { failedConditions, transactWrite } from '../transactions';
import {
  counterItems,
  deleteContractItem,
  fromItem,
  isContractItem,
  putContractItem,
  renameContractItem,
  shareContractItem,
  withQuestions,
} from './contract-items';
import { searchWriteItems } from './contract-search-keys';
import { createContractPages } from './contract-pages';
import { createPinnedStore, type PinnedStore } from './pinned-store';

/** The tables a contract's writes and reads touch: its own, its template's files, its owner's account. */
export interface ContractTables {
  contracts: string;
  templates: string;
  users: string;
}

/**
 * A reader of contracts by id (strongly consistent), with their pinned questions, which it keeps in memory (they
 * never change). Create one per process; the payments area reads contracts with it too.
 */
export const createContractReader =
  (
    dynamo: DynamoDBDocumentClient,
    tables: Pick<ContractTables, 'contracts' | 'templates'>,
    pinnedStore: PinnedStore = createPinnedStore(dynamo, tables),
  ) =>
  async (id: string): Promise<ContractRecord | undefined> => {
    if (!isRecordId(id)) return undefined;
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: tables.contracts, Key: { id }, ConsistentRead: true }),
    );
    if (!isContractItem(Item)) return undefined;
    const summary = fromItem(Item);
    if (!summary.pinned) return withQuestions(summary, []);
    const { json_questions, rules } = await pinnedStore.questionsOf(summary.pinned);
    return withQuestions(summary, json_questions, rules);
  };

export const createDynamoContractRepository = (
  dynamo: DynamoDBDocumentClient,
  tables: ContractTables,
): ContractRepository => {
  const pinnedStore = createPinnedStore(dynamo, tables);
  return {
    findById: createContractReader(dynamo, tables, pinnedStore),

    async save(next, previous) {
      const [pins] = next.pinned
        ? await Promise.all([pinnedStore.pinItems(next.pinned), pinnedStore.storeQuestions(next.pinned)])
        : [[]];
      try {
        await transactWrite(dynamo, [
          putContractItem(tables.contracts, next, previous),
          ...pins,
          ...counterItems(tables.contracts, previous, next),
          ...searchWriteItems(tables.contracts, previous, next),
        ]);
      } catch (error) {
        const first = failedConditions(error)?.[0];
        if (first === undefined) throw error;
        throw first === 0 ? new StaleContractError() : new PinnedFileGoneError();
      }
    },

    async remove(previous) {
      try {
        await transactWrite(dynamo, [
          deleteContractItem(tables.contracts, previous),
          ...counterItems(tables.contracts, previous, undefined),
          ...searchWriteItems(tables.contracts, previous, undefined),
        ]);
      } catch (error) {
        if (failedConditions(error) === undefined) throw error;
        throw new StaleContractError();
      }
    },

    async share(next, previous) {
      try {
        await transactWrite(dynamo, [
          shareContractItem(tables.contracts, next, previous),
          ...counterItems(tables.contracts, previous, next),
          ...searchWriteItems(tables.contracts, previous, next),
        ]);
      } catch (error) {
        if (failedConditions(error) === undefined) throw error;
        throw new StaleContractError();
      }
    },

    async rename(next, previous) {
      try {
        await transactWrite(dynamo, [
          renameContractItem(tables.contracts, next, previous),
          ...searchWriteItems(tables.contracts, previous, next),
        ]);
      } catch (error) {
        if (failedConditions(error) === undefined) throw error;
        throw new StaleContractError();
      }
    },

    list: createContractPages(dynamo, tables),
  };
};
