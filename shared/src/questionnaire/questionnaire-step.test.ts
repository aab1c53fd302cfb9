import type { Question } from '../domain/question';
import { q } from '../expressions/test-support';
import { questionnaireStep } from './questionnaire-step';

const questions: Question[] = [
  q('tipo', 'choice', ['Abitativo', 'Commerciale']),
  q('canone', 'amount'),
  { ...q('deposito', 'amount'), required_answers: [{ tipo: 'Abitativo' }] },
  q('nota', 'text'),
];
const rules = [
  { check: 'deposito <= canone * 3', message: 'Il deposito non può superare tre mensilità del canone.' },
];

describe('questionnaireStep: problems, or the next question', () => {
  it('asks the first question unanswered on the path, with the answers normalised', () => {
    const step = questionnaireStep({ questions, rules }, { tipo: 'Commerciale', canone: ' 1000 ' });
    expect(step.kind).toBe('next');
    if (step.kind !== 'next') return;
    expect(step.question?.variable).toBe('nota');
    expect(step.answers.canone).toBe('1000');
  });

  it('says the questionnaire is over with a null question', () => {
    const step = questionnaireStep({ questions }, { tipo: 'Commerciale', canone: '1000', nota: 'Niente' });
    expect(step).toMatchObject({ kind: 'next', question: null });
  });

  it('lists the problems of answers no question takes, before anything else', () => {
    const step = questionnaireStep({ questions, rules }, { tipo: 'Rurale', sconosciuta: 'x' });
    expect(step.kind).toBe('invalid');
    if (step.kind !== 'invalid') return;
    expect(step.problems).toHaveLength(2);
    expect(step.problems.join(' ')).toContain('sconosciuta');
  });

  it('names the rules the answers break, and no next question', () => {
    const step = questionnaireStep(
      { questions, rules },
      { tipo: 'Abitativo', canone: '100', deposito: '500' },
    );
    expect(step).toEqual({
      kind: 'rulesFailed',
      answers: { tipo: 'Abitativo', canone: '100', deposito: '500' },
      failedRules: ['Il deposito non può superare tre mensilità del canone.'],
    });
  });

  it('tests a rule only once the answers it reads are given', () => {
    const step = questionnaireStep({ questions, rules }, { tipo: 'Abitativo', canone: '100' });
    expect(step.kind === 'next' && step.question?.variable).toBe('deposito');
  });
});
