/** One line of the printed table; `within` is null for a figure docs/design.md sets no budget for. */
export interface BudgetRow {
  figure: string;
  budget: string;
  measured: string;
  within: boolean | null;
}
