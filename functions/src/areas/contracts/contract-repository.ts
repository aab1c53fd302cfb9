import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { failedConditions } from '../../infrastructure/dynamodb/transactions';
import {
  counterItems,
  deleteContractItem,
  fromItem,
  isContractItem,
  putContractItem,
  withQuestions,
} from './contract-items';
import {
  createContractPages,
  type ContractListFilter,
  type ContractPage,
  type PageRequest,
} from './contract-pages';
import type { ContractRecord } from './contract-record';
import { transactWrite } from '../../infrastructure/dynamodb/transactions';
import { createPinnedStore, type PinnedStore } from './pinned-store';

/** The contract changed since it was read (its version is not the one expected) or it was bought meanwhile. */
export class StaleContractError extends Error {}

/** A file of the template being pinned is gone: the template changed since it was read. */
export class PinnedFileGoneError extends Error {}

export interface ContractTables {
  contracts: string;
  templates: string;
  users: string;
}

/**
 * Contracts in the contracts table (port; DynamoDB adapter below). Every write is one transaction: the contract,
 * the list counters it leaves and enters, and the pinning of its template's files move together or not at all.
 */
export interface ContractRepository {
  /** A contract by id (strongly consistent), with its pinned questions. */
  findById(id: string): Promise<ContractRecord | undefined>;
  /**
   * Stores `next`: a new contract when `previous` is undefined, else a change of `previous`, only if the stored
   * version is still `previous.version` and it is not paid (else StaleContractError). A pinned template's questions
   * are stored and its files pinned (PinnedFileGoneError, and nothing written, when a file is gone).
   */
  save(next: ContractRecord, previous?: ContractRecord): Promise<void>;
  /**
   * Deletes an unpaid contract, only if the stored version is still `previous.version` and it is not paid (else
   * StaleContractError); the list counters it leaves move with it.
   */
  remove(previous: ContractRecord): Promise<void>;
  /** A page of the contracts matching the filter, newest first, and how many match in all. */
  list(filter: ContractListFilter, page: PageRequest): Promise<ContractPage>;
}

/** Ids are UUIDs: anything else (bookkeeping items, keys DynamoDB would refuse) names no contract. */
const isContractId = (id: string): boolean => id !== '' && id.length <= 100 && !id.includes('#');

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
    if (!isContractId(id)) return undefined;
    const { Item } = await dynamo.send(
      new GetCommand({ TableName: tables.contracts, Key: { id }, ConsistentRead: true }),
    );
    if (!isContractItem(Item)) return undefined;
    const summary = fromItem(Item);
    return withQuestions(summary, summary.pinned ? await pinnedStore.questionsOf(summary.pinned) : []);
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
        ]);
      } catch (error) {
        if (failedConditions(error) === undefined) throw error;
        throw new StaleContractError();
      }
    },

    list: createContractPages(dynamo, tables),
  };
};
