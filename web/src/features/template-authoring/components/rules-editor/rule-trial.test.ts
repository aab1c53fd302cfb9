import type { Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { initialExamples, trialQuestions, tryRule } from './rule-trial';

const eredi = group('eredi', [
  field(typed('nome', 'text'), 'Nome'),
  field(typed('quota', 'number'), 'Quota in percentuale'),
]);
const successione = single('successione', ['Testamentaria', 'Legittima']);
const questions: Question[] = [successione, eredi];
const shares = {
  check: 'eredi | somma:"quota" == 100',
  message: 'Le quote degli eredi devono sommare a 100.',
};

describe('trying a rule with example answers', () => {
  it('asks a group the fields its filters read, with two items to start', () => {
    const asked = trialQuestions(shares, questions);
    expect(asked.map(({ question, fields }) => [question.variable, fields.map((f) => f.variable)])).toEqual([
      ['eredi', ['quota']],
    ]);
    expect(initialExamples(asked)).toEqual({ eredi: [{ quota: '12' }, { quota: '12' }] });
  });

  it('sums the items as the questionnaire does, in exact decimals', () => {
    expect(tryRule(shares, questions, { eredi: [{ quota: '33,3' }, { quota: '66,7' }] })).toEqual({
      kind: 'held',
    });
    expect(tryRule(shares, questions, { eredi: [{ quota: '50' }, { quota: '49,9' }] })).toEqual({
      kind: 'broken',
    });
  });

  it('applies a rule only where its «when» holds; a division by zero stops nothing; an unread example is named', () => {
    const testamentary = { ...shares, when: { successione: 'Testamentaria' } };
    expect(trialQuestions(testamentary, questions).map(({ question }) => question.variable)).toEqual([
      'successione',
      'eredi',
    ]);
    const examples = { successione: 'Legittima', eredi: [{ quota: '1' }] };
    expect(tryRule(testamentary, questions, examples)).toEqual({ kind: 'not-applied' });
    const amounts = [typed('canone', 'amount')];
    expect(tryRule({ ...shares, check: 'canone / 0 > 1' }, amounts, { canone: '1.000' })).toEqual({
      kind: 'empty',
    });
    expect(tryRule({ ...shares, check: 'canone > 0' }, amounts, { canone: 'mille' })).toEqual({
      kind: 'missing',
      questions: [amounts[0]?.question],
    });
  });
});
