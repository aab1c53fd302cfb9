import type { Answers } from '../domain/question';
import { detailedAnswers } from './detailed-answers';
import { askedPath, nextQuestion } from './engine';
import { leaseQuestions, single } from './test-support/questions';

describe('questionnaire engine', () => {
  const questions = leaseQuestions();

  it.each<[string, Answers, string | null, number | null]>([
    ['nothing answered', {}, 'tipo', 0],
    ['a home', { tipo: 'Abitativo' }, 'deposito', 1],
    ['a shop skips the deposit', { tipo: 'Commerciale' }, 'extra', 3],
    ['no deposit skips its amount', { tipo: 'Abitativo', deposito: 'No' }, 'extra', 3],
    ['a deposit asks its amount', { tipo: 'Abitativo', deposito: 'Sì' }, 'importo', 2],
    [
      'a home with a garden',
      { tipo: 'Abitativo', deposito: 'No', extra: ['Box', 'Giardino'] },
      'manutenzione_giardino',
      4,
    ],
    ['a home without a garden', { tipo: 'Abitativo', deposito: 'No', extra: ['Box'] }, 'durata', 5],
    ['a shop with a cellar (second condition)', { tipo: 'Commerciale', extra: ['Cantina'] }, 'durata', 5],
    ['a shop with only a garden is over', { tipo: 'Commerciale', extra: ['Giardino'] }, null, null],
    [
      'a complete home lease is over',
      { tipo: 'Abitativo', deposito: 'Sì', importo: 'Due mensilità', extra: ['Box'], durata: '4+4' },
      null,
      null,
    ],
    [
      'a stale answer to a question not asked does not open its dependants',
      { tipo: 'Commerciale', deposito: 'Sì' },
      'extra',
      3,
    ],
    ['an empty selection is not an answer', { tipo: 'Commerciale', extra: [] }, 'extra', 3],
  ])('%s: next is %p at %p', (_, answers, variable, index) => {
    const next = nextQuestion(questions, answers);

    expect(next?.variable ?? null).toBe(variable);
    expect(next?.index ?? null).toBe(index);
  });

  it('answers the question as the route shows it, without its conditions', () => {
    const withDescription = [{ ...single('a', ['X', 'Y']), description: 'Spiegazione' }];

    expect(nextQuestion(withDescription, {})).toEqual({
      type: 'choice',
      variable: 'a',
      question: 'Domanda a?',
      description: 'Spiegazione',
      options: ['X', 'Y'],
      is_multiple_selection: false,
      index: 0,
    });
    expect(nextQuestion([single('b', ['X', 'Y'])], {})).toHaveProperty('description', '');
  });

  it.each<[Answers, string[]]>([
    [{}, ['tipo', 'extra']],
    [{ tipo: 'Abitativo' }, ['tipo', 'deposito', 'extra', 'durata']],
    [
      { tipo: 'Abitativo', deposito: 'Sì', extra: ['Giardino'] },
      ['tipo', 'deposito', 'importo', 'extra', 'manutenzione_giardino', 'durata'],
    ],
    [{ tipo: 'Commerciale', deposito: 'Sì', importo: 'Due mensilità' }, ['tipo', 'extra']],
  ])('with %p the path asks %p', (answers, variables) => {
    expect(askedPath(questions, answers).map(({ question }) => question.variable)).toEqual(variables);
  });

  it('details the answers given along the way, in order, leaving stale ones out', () => {
    const answers = { extra: ['Box'], tipo: 'Commerciale', deposito: 'Sì', durata: '6+6' };

    expect(detailedAnswers(questions, answers)).toEqual([
      { variable: 'tipo', question: 'Domanda tipo?', given_answer: 'Commerciale' },
      { variable: 'extra', question: 'Domanda extra?', given_answer: ['Box'] },
      { variable: 'durata', question: 'Domanda durata?', given_answer: '6+6' },
    ]);
  });
});
