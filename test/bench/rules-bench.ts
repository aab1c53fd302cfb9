import type { Answers, GroupItem } from '@redigo/shared/domain/question';
import { failingRules, type TemplateRule } from '@redigo/shared/expressions/rules';
import type { BudgetRow } from './budget-row';
import { expressionsContractQuestions } from './expressions-contract';
import { groupParties } from './group-contract';

/**
 * What the template's rules add to the next question (docs/design.md: "rules add under 1 ms at p95 to the next
 * question"): the check POST /contract/questions runs (failingRules, through the contracts area's assertRulesHold) on the expressions contract's questions
 * (a 20-item group and seven numbers and amounts), with the most rules a template may have (50), every one of them
 * tested and held on the answers given, timed call by call in this process.
 */

export interface RulesFigure {
  rules: number;
  runs: number;
  p50Ms: number;
  p95Ms: number;
}

/** Fifty rules reading the numbers, the amounts and the group's shares, some under `when` conditions. */
const RULE_CHECKS = [
  'deposito <= canone_annuo / 4',
  'locatori | somma:"quota" == 100',
  'tariffa * ore * 1.15 * 1.04 * 1.22 + spese > 0',
  'mesi >= 12 && mesi <= 96',
  'oneri * 12 < canone_annuo',
];

const RULES: TemplateRule[] = Array.from({ length: 50 }, (_, index) => ({
  check: RULE_CHECKS[index % RULE_CHECKS.length] ?? 'ore > 0',
  message: `La regola numero ${index + 1} non è rispettata.`,
  ...(index % 2 === 1 ? { when: [{ ore: { gt: 1 } }] } : {}),
}));

const ANSWERS: Answers = {
  locatori: groupParties().map((item): GroupItem => ({ ...item, quota: '5' })),
  canone_annuo: '14400.00',
  deposito: '3600.00',
  tariffa: '200.00',
  ore: '20',
  spese: '800.00',
  oneri: '120.50',
  mesi: '48',
};

const percentile = (sorted: number[], fraction: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * fraction) - 1)] ?? 0;

export const measureRules = (runs: number): RulesFigure => {
  const questions = expressionsContractQuestions();
  const check = () => {
    if (failingRules(RULES, questions, ANSWERS).length > 0) throw new Error('a rule of the bench fails');
  };
  for (let warm = 0; warm < 50; warm += 1) check();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = process.hrtime.bigint();
    check();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { rules: RULES.length, runs, p50Ms: percentile(times, 0.5), p95Ms: percentile(times, 0.95) };
};

export const rulesRows = (figure: RulesFigure | undefined): BudgetRow[] =>
  figure
    ? [
        {
          figure: `Rules on the next question, ${figure.rules} rules on a 20-item group`,
          budget: 'p95 < 1 ms',
          measured: `p50 ${figure.p50Ms.toFixed(3)} ms, p95 ${figure.p95Ms.toFixed(3)} ms (${figure.runs} checks)`,
          within: figure.p95Ms < 1,
        },
      ]
    : [];
