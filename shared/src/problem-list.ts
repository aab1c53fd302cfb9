import { formatItalianNumber } from './italian/numbers';

/** An error answer repeats at most this many problems (docs/api.md, "Limits"), then counts the others. */
export const MAX_LISTED_PROBLEMS = 20;

/** The line that ends a list cut short: «… e altri 1.234 problemi». */
export const moreProblemsLine = (count: number): string =>
  count === 1 ? '… e un altro problema.' : `… e altri ${formatItalianNumber(String(count))} problemi.`;

/** How many problems a line of `moreProblemsLine` counts, or undefined when the line is a problem itself. */
const countedBy = (line: string): number | undefined => {
  if (line === moreProblemsLine(1)) return 1;
  const digits = /^… e altri ([\d.]+) problemi\.$/.exec(line)?.[1];
  return digits === undefined ? undefined : Number(digits.replace(/\./g, ''));
};

/** A problem, or what writes it: a lazy list writes only the messages it keeps. */
export type Problem = string | (() => string);

/**
 * The first 20 problems of a list, and a last line counting the others: a list of any length (a lazy one is read
 * without being kept, and only its first 20 messages are written) becomes an answer of bounded size. A list
 * already cut this way keeps its count, so cutting twice changes nothing.
 */
export const boundedProblems = (problems: Iterable<Problem>): string[] => {
  const listed: string[] = [];
  let more = 0;
  for (const problem of problems) {
    if (listed.length >= MAX_LISTED_PROBLEMS && typeof problem === 'function') {
      more += 1;
      continue;
    }
    const text = typeof problem === 'function' ? problem() : problem;
    const counted = countedBy(text);
    if (counted !== undefined) more += counted;
    else if (listed.length < MAX_LISTED_PROBLEMS) listed.push(text);
    else more += 1;
  }
  return more > 0 ? [...listed, moreProblemsLine(more)] : listed;
};
