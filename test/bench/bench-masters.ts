import { renderScope, type RenderScope } from '@redigo/functions/documents/typed-answer';
import type { Answers } from '@redigo/shared/domain/question';
import { buildTemplateFiles, seedTemplates } from '../../infra/src/seed/templates/index';
import { reachableAnswerSets } from '../../infra/src/seed/templates/questionnaire-paths';
import { buildBenchmarkMaster } from '../support/benchmark-master';
import { buildExpressionsContract, expressionsContractAnswers } from './expressions-contract';
import { buildGroupContract, groupContractAnswers } from './group-contract';
import { buildRealisticContract, realisticAnswers } from './realistic-contract';

/** A master the render benchmark fills, with the answers it is filled with. */
export interface BenchMaster {
  name: string;
  docx: Buffer;
  /** What the master is rendered with: the answers, typed ones as the renderer reads them. */
  answers: RenderScope;
}

/** The answer set that asks the most questions: the longest path, so the most text is rendered. */
const longestPath = (sets: Answers[]): Answers =>
  sets.reduce<Answers>(
    (longest, set) => (Object.keys(set).length > Object.keys(longest).length ? set : longest),
    {},
  );

/** The names of the masters, in the order they are measured (no .docx is built to list them). */
export const benchMasterNames = (): string[] => [
  ...seedTemplates.map((definition) => definition.name),
  '10-page contract, seed writer',
  '10-page contract, as Word saves it',
  '10-page contract with a 20-item group',
  '10-page contract with 50 expressions and a 20-item group',
];

/**
 * The master called `name`: a seeded template's (answered along its longest path, typed answers included), the 10-page contract of
 * test/support/benchmark-master.ts (written by the seed .docx writer), or the Word-shaped 10-page contract of
 * realistic-contract.ts (rsids, runs split inside tags, a logo), or the same opening with 20 parties (group-contract.ts),
 * or that with a schedule of 50 expressions (expressions-contract.ts).
 */
export const benchMaster = (name: string): BenchMaster => {
  const definition = seedTemplates.find((candidate) => candidate.name === name);
  if (definition) {
    return {
      name,
      docx: buildTemplateFiles(definition).master,
      // Seeded masters ask names, amounts and dates too: typed answers, filters included, are part of the render.
      answers: renderScope(definition.questions, longestPath(reachableAnswerSets(definition.questions))),
    };
  }
  const [seedWritten, wordShaped, withGroup, withExpressions] = benchMasterNames().slice(
    seedTemplates.length,
  );
  if (name === seedWritten) {
    const { docx, answers } = buildBenchmarkMaster();
    return { name, docx, answers };
  }
  if (name === wordShaped) return { name, docx: buildRealisticContract(), answers: realisticAnswers() };
  if (name === withGroup) return { name, docx: buildGroupContract(), answers: groupContractAnswers() };
  if (name === withExpressions)
    return { name, docx: buildExpressionsContract(), answers: expressionsContractAnswers() };
  throw new Error(`No bench master called ${name}`);
};
