import type { ListScope } from './contract-lists';
import type { ContractSummary } from './contract-record';

/** Which contracts a list shows. `name` (folded, see `foldName`) and `userActive` are free filters. */
export interface ContractListFilter extends ListScope {
  name?: string;
  /** Only contracts whose owner's account is `confermato` (true) or is not (false). */
  userActive?: boolean;
  /**
   * Only contracts pinned to a version of one of these templates below `below` (the version lawyers get now): the
   * owner's contracts with an update. Needs `ownerId`.
   */
  outdated?: { templateId: string; below: number }[];
}

export interface PageRequest {
  /** From 1. */
  page: number;
  limit: number;
}

export interface ContractPage {
  items: ContractSummary[];
  /** How many contracts match the filter, over all pages. */
  total: number;
}
