import type { Answers } from '@redigo/shared/domain/question';
import { failingRules } from '@redigo/shared/expressions/rules';
import { locazioneAbitativa } from './locazione-abitativa/definition';
import { reachableAnswerSets } from './questionnaire-paths';

const { questions, rules = [] } = locazioneAbitativa;
const paths = reachableAnswerSets(questions);
const DEPOSIT_CAP =
  'Il deposito cauzionale non può superare tre mensilità del canone (art. 11 della legge n. 392/1978).';

/** A complete set of the lease's answers with a deposit, its amount and the yearly rent as given. */
const withDeposit = (canone_annuo: string, deposito_importo: string): Answers => {
  const path = paths.find((answers) => 'deposito_importo' in answers);
  if (!path) throw new Error('No path of the lease asks the deposit');
  return { ...path, canone_annuo, deposito_importo };
};

describe('the lease’s rule on the deposit (art. 11 L. 392/1978)', () => {
  it('refuses a deposit over three months of rent, with the law’s reason', () => {
    expect(failingRules(rules, questions, withDeposit('9600', '3200'))).toEqual([DEPOSIT_CAP]);
    expect(failingRules(rules, questions, withDeposit('9600', '2400.01'))).toEqual([DEPOSIT_CAP]);
  });

  it('accepts three months of rent and less, to the cent', () => {
    expect(failingRules(rules, questions, withDeposit('9600', '2400'))).toEqual([]);
    expect(failingRules(rules, questions, withDeposit('10000', '2500'))).toEqual([]);
    expect(failingRules(rules, questions, withDeposit('9600', '800'))).toEqual([]);
  });

  it('tests nothing when no deposit is asked', () => {
    const path = paths.find((answers) => !('deposito_importo' in answers));

    expect(failingRules(rules, questions, { ...path, deposito_importo: '99999' })).toEqual([]);
  });
});
