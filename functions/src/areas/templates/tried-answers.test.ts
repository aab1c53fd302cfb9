import type { GroupQuestion, Question, SimpleQuestion } from '@redigo/shared/domain/question';
import { createDocumentRenderer } from '../../documents/renderer';
import { buildDocx } from '../../documents/test-support/docx-fixture';
import { answerCombinations } from './answer-combinations';
import { runPathVerification } from './path-verification';
import { answersTried } from './tried-answers';

const typed = (variable: string, type: string, extra: Partial<SimpleQuestion> = {}): SimpleQuestion =>
  ({
    variable,
    question: variable,
    type,
    options: [],
    is_multiple_selection: false,
    required_answers: [],
    ...extra,
  }) as SimpleQuestion;

const choice = (
  variable: string,
  options: string[],
  extra: Partial<SimpleQuestion> = {},
): SimpleQuestion => ({
  variable,
  question: variable,
  options,
  is_multiple_selection: false,
  required_answers: [],
  ...extra,
});

describe('the answers tried at the boundaries of comparisons and rules', () => {
  it('tries a number, an amount and a date on both sides of where each comparison turns', () => {
    const questions: Question[] = [
      typed('eta', 'number', { min: 0, max: 120 }),
      typed('canone', 'amount', { min: 1 }),
      typed('inizio', 'date'),
      choice('maggiorenne', ['Sì'], { required_answers: [{ eta: { gte: 18 } }] }),
      choice('garanzia', ['Sì'], { required_answers: [{ canone: { gt: 1000 } }] }),
      choice('vecchio', ['Sì'], { required_answers: [{ inizio: { lt: '2026-01-01' } }] }),
    ];
    const tried = answersTried(questions);
    expect(tried(questions[0]!)).toEqual(['12', '17', '18']);
    expect(tried(questions[1]!)).toEqual(['1250.50', '1000.00', '1000.01']);
    expect(tried(questions[2]!)).toEqual(['2026-03-15', '2025-12-31', '2026-01-01']);
  });

  it('keeps the boundary values within the question’s limits', () => {
    const questions: Question[] = [
      typed('eta', 'number', { min: 18, max: 30 }),
      choice('adulto', ['Sì'], { required_answers: [{ eta: { gte: 18 } }] }),
      choice('anziano', ['Sì'], { required_answers: [{ eta: { gt: 30 } }] }),
    ];
    expect(answersTried(questions)(questions[0]!)).toEqual(['18', '30']);
  });

  it('tries the limits of the numbers a rule reads, so that the rule is both held and broken', () => {
    const questions: Question[] = [
      typed('canone_annuo', 'amount', { min: 1, max: 100000 }),
      typed('deposito_importo', 'amount', { min: 1 }),
    ];
    const rules = [
      { check: 'deposito_importo <= canone_annuo / 4', message: 'Deposito oltre tre mensilità.' },
    ];
    const tried = answersTried(questions, rules);
    expect(tried(questions[0]!)).toEqual(['1250.50', '1.00', '100000.00']);
    expect(tried(questions[1]!)).toEqual(['1250.50', '1.00']);
    expect(answersTried(questions)(questions[1]!)).toEqual(['1250.50']);
  });

  it('asks a question conditioned on a comparison on some paths and not on others', () => {
    const questions: Question[] = [
      typed('canone', 'amount', { min: 1 }),
      choice('garanzia', ['Fideiussione', 'Nessuna'], { required_answers: [{ canone: { gt: 1000 } }] }),
    ];
    const paths = [...answerCombinations(questions).paths];
    expect(paths).toContainEqual({ canone: '1000.00' });
    expect(paths).toContainEqual({ canone: '1000.01', garanzia: 'Fideiussione' });
  });

  it('asks a question conditioned on a test on a group when some item answers the option', () => {
    const conduttori: GroupQuestion = {
      variable: 'conduttori',
      type: 'group',
      question: 'Conduttori',
      item_label: 'Conduttore',
      min_items: 1,
      max_items: 2,
      options: [],
      is_multiple_selection: false,
      required_answers: [],
      fields: [choice('tipo', ['Persona fisica', 'Persona giuridica'])],
    };
    const questions: Question[] = [
      conduttori,
      choice('foresteria', ['Sì', 'No'], {
        required_answers: [{ conduttori: { any: { tipo: 'Persona giuridica' } } }],
      }),
    ];
    const paths = [...answerCombinations(questions).paths];
    const asked = paths.filter((answers) => 'foresteria' in answers);
    expect(asked.length).toBeGreaterThan(0);
    expect(paths.some((answers) => !('foresteria' in answers))).toBe(true);
    for (const answers of asked)
      expect(answers['conduttori']).toContainEqual(expect.objectContaining({ tipo: 'Persona giuridica' }));
  });
});

describe('«Verifica tutti i percorsi» and the rules', () => {
  const master = buildDocx({ paragraphs: ['Canone {canone_annuo}, deposito {deposito_importo}.'] });
  const questions: Question[] = [
    typed('canone_annuo', 'amount', { min: 1, max: 100000 }),
    typed('deposito_importo', 'amount', { min: 1 }),
  ];
  const verify = (rules: { check: string; message: string }[]) =>
    runPathVerification(
      {
        questions,
        rules,
        documents: [{ label: 'Master', key: 'm.docx', kind: 'document', docx: master }],
        budgetMs: 10_000,
      },
      createDocumentRenderer(),
    );

  it('tries a rule held and broken and renders only the paths that keep it', () => {
    const report = verify([
      { check: 'deposito_importo <= canone_annuo / 4', message: 'Deposito oltre tre mensilità.' },
    ]);
    expect(report.findings).toEqual([]);
    const all = [
      ...answerCombinations(questions, [{ check: 'deposito_importo <= canone_annuo / 4', message: 'x' }])
        .paths,
    ];
    expect(report.combinations).toBeLessThan(all.length);
    expect(report.combinations).toBeGreaterThan(0);
  });

  it('warns of a rule the paths never break, never keep, or never test', () => {
    const report = verify([
      { check: 'deposito_importo > 0', message: 'Il deposito deve essere positivo.' },
      { check: 'deposito_importo < 0', message: 'Il deposito deve essere negativo.' },
      {
        check: 'deposito_importo > 0',
        message: 'Regola con condizione mai vera.',
        when: [{ canone_annuo: { gt: 200000 } }],
      },
    ] as never);
    expect(report.findings.map(({ kind, severity, document }) => [kind, severity, document])).toEqual([
      ['rule_never_broken', 'warning', 'Regole'],
      ['rule_never_held', 'warning', 'Regole'],
      ['rule_never_tested', 'warning', 'Regole'],
    ]);
    expect(report.findings[0]?.message).toContain('la regola n. 1 («Il deposito deve essere positivo.»)');
    expect(report.findings[1]?.answers).toMatchObject({ deposito_importo: expect.any(String) });
  });
});
