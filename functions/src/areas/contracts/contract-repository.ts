import type { ContractListFilter, ContractPage, PageRequest } from './contract-list-filter';
import type { ContractRecord } from './contract-record';
import { NamedError } from '../../errors/named-error';

/** The contract changed since it was read (its version is not the one expected) or it was bought meanwhile. */
export class StaleContractError extends NamedError {}

/** A file of the template being pinned is gone: the template changed since it was read. */
export class PinnedFileGoneError extends NamedError {}

/**
 * Contracts in the contracts table (port; its DynamoDB adapter is
 * functions/src/infrastructure/dynamodb/contracts/contract-table.ts). Every write is one transaction: the contract,
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
   * Gives `previous` (paid or not) the name of `next`, and nothing else of it changes, only if the stored version
   * is still `previous.version` (else StaleContractError); what the lists search moves with it.
   */
  rename(next: ContractRecord, previous: ContractRecord): Promise<void>;
  /**
   * Gives `previous` (paid or not) the studio of `next` (visibility `studio`) or none (`riservato`), and nothing else
   * of it changes, only if the stored version is still `previous.version` (else StaleContractError); its lists move
   * with it.
   */
  share(next: ContractRecord, previous: ContractRecord): Promise<void>;
  /**
   * Deletes an unpaid contract, only if the stored version is still `previous.version` and it is not paid (else
   * StaleContractError); the list counters it leaves move with it.
   */
  remove(previous: ContractRecord): Promise<void>;
  /** A page of the contracts matching the filter, newest first, and how many match in all. */
  list(filter: ContractListFilter, page: PageRequest): Promise<ContractPage>;
}
