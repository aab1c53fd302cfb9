/** How many contracts are pinned to one content version of a template, and how many of those are paid. */
export interface VersionCount {
  contracts: number;
  paid: number;
}

/**
 * The contracts pinned to each version of a template (port; counters the contracts' writes keep in the same
 * transactions, functions/src/infrastructure/dynamodb/contracts/contract-version-keys.ts): read, never counted.
 */
export interface VersionCounts {
  /** The counts of `versions` of a template; a version no contract was ever pinned to counts 0. */
  of(templateId: string, versions: number[]): Promise<Map<number, VersionCount>>;
}
