import type { Question } from '@redigo/shared/domain/question';
import { answerSizeProblems } from '@redigo/shared/questionnaire/answer-size';
import { seedTemplates } from '../../infra/src/seed/templates';
import { groupContractQuestions } from '../bench/group-contract';
import { partiesQuestions } from '../support/group-templates';
import { choiceQuestions } from '../support/large-template';

/**
 * The templates the product seeds and the tests and benchmarks save stay within what a contract can keep
 * (shared/src/questionnaire/answer-size.ts): a save of any of them is never refused for it.
 */
describe('the answers of the seeded and tested templates fit in a contract', () => {
  it.each<[string, Question[]]>([
    ...seedTemplates.map((template): [string, Question[]] => [template.name, template.questions]),
    ['the parties of test/support/group-templates.ts', partiesQuestions()],
    ['the 20-item group of the benchmarks', groupContractQuestions()],
    ['the largest choice template of test/support/large-template.ts', choiceQuestions(200, 50)],
  ])('%s', (_, questions) => {
    expect(answerSizeProblems(questions)).toEqual([]);
  });
});
