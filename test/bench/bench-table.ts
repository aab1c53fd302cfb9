import type { BudgetRow } from './budget-row';
import type { Machine } from './machine';

const verdict = (within: boolean | null): string => (within === null ? '-' : within ? 'yes' : 'NO');

/** The rows as a Markdown table, columns padded so that it also reads well in a terminal. */
export const formatTable = (rows: BudgetRow[]): string => {
  const cells = [
    ['Figure', 'Budget', 'Measured', 'Within'],
    ...rows.map((row) => [row.figure, row.budget, row.measured, verdict(row.within)]),
  ];
  const widths = [0, 1, 2, 3].map((column) => Math.max(...cells.map((line) => (line[column] ?? '').length)));
  const line = (values: string[]) =>
    `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [header = [], ...body] = cells;
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
};

export const formatMachine = (machine: Machine): string =>
  `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}, ` +
  `load average ${machine.loadAverage.toFixed(2)} at the start, commit ${machine.commit}`;
