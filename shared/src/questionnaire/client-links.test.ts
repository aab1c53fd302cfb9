import type { Proposal } from '../domain/client-link';
import type { GroupQuestion, Question } from '../domain/question';
import { applyDecisions } from './client-decisions';
import { clientAnswerProblems, clientScope, clientWork, servedQuestions } from './client-questions';
import { proposalsOf, withClientSource } from './client-review';
import { COMPANY, landlords, PERSON } from './test-support/groups';
import { multiple, single } from './test-support/questions';
import { typed } from './test-support/typed-questions';

const questions = (): Question[] => [
  single('uso', ['Abitativo', 'Commerciale']),
  landlords(),
  multiple('extra', ['Box', 'Cantina']),
  { ...typed('canone', 'amount'), question: 'Canone' },
];
const fieldsOf = (question: Question | undefined) =>
  ((question as GroupQuestion | undefined)?.fields ?? []).map((field) => field.variable);

describe('the client’s questions (docs/api.md, "The client\'s data by link")', () => {
  it('serves the chosen questions in the template’s order, as the questionnaire does', () => {
    const served = servedQuestions(clientScope(questions(), ['canone', 'uso'], {}));
    expect(served.map((question) => [question.variable, question.index])).toEqual([
      ['uso', 0],
      ['canone', 3],
    ]);
    expect(served[1]).toMatchObject({ type: 'amount', description: '', options: [] });
  });

  it('judges a field’s condition on a question not chosen with the draft, and keeps it on a chosen one', () => {
    const abitativo = clientScope(questions(), ['locatori'], { uso: 'Abitativo' }).questions[0]?.question;
    expect(fieldsOf(abitativo)).not.toContain('rea');
    const commerciale = clientScope(questions(), ['locatori'], { uso: 'Commerciale' }).questions[0]?.question;
    const rea = (commerciale as GroupQuestion).fields.find((field) => field.variable === 'rea');
    expect(rea?.required_answers).toEqual([{ tipo: 'Persona giuridica' }]);
    const chosen = clientScope(questions(), ['uso', 'locatori'], { uso: 'Abitativo' }).questions[1]?.question;
    expect((chosen as GroupQuestion).fields).toEqual(landlords().fields);
  });

  it('keeps the work normalised, empty answers dropped, and judges it as a draft or whole', () => {
    const scope = clientScope(questions(), ['locatori', 'canone', 'extra'], { uso: 'Abitativo' });
    const work = clientWork(scope, {
      locatori: [{ tipo: 'Persona fisica', nome: ' Anna ' }],
      canone: ' ',
      extra: [],
    });
    expect(work).toEqual({ locatori: [{ tipo: 'Persona fisica', nome: 'Anna' }] });
    expect(clientAnswerProblems(scope, work, 'draft')).toEqual([]);
    expect(clientAnswerProblems(scope, work, 'complete')).toEqual([
      'Locatore 1 – Codice fiscale: manca la risposta.',
      'Manca la risposta alla domanda "Domanda extra?".',
      'Manca la risposta alla domanda "Canone".',
    ]);
    expect(clientAnswerProblems(scope, { uso: 'Abitativo' }, 'draft')).toEqual([
      'La domanda "uso" non è tra quelle che ti sono state chieste.',
    ]);
  });
});

describe('proposals and the review', () => {
  const scope = clientScope(questions(), ['locatori', 'extra'], { uso: 'Abitativo' });
  const draft = { answers: { uso: 'Abitativo', locatori: [PERSON], extra: ['Box', 'Cantina'] } };
  const sent = {
    locatori: [{ ...PERSON, nome: 'Mario Luigi Rossi' }, COMPANY],
    extra: ['Cantina', 'Box'],
  };
  const proposals = proposalsOf(scope, draft, sent);
  const by = (field: string, item = 0) =>
    proposals.find((proposal) => proposal.field === field && proposal.item === item) as Proposal;

  it('proposes each answer given, field by field, a new item with current null, options in any order unchanged', () => {
    expect(
      proposals.map((proposal) => [
        proposal.item ?? '-',
        proposal.field ?? proposal.variable,
        proposal.changed,
      ]),
    ).toEqual([
      [0, 'tipo', false],
      [0, 'nome', true],
      [0, 'codice_fiscale', false],
      [1, 'tipo', true],
      [1, 'denominazione', true],
      [1, 'partita_iva', true],
      ['-', 'extra', false],
    ]);
    expect(by('tipo', 1).current).toBeNull();
    expect(by('nome').question).toBe('Locatore 1 – Nome e cognome');
  });

  const decide = (decisions: Parameters<typeof applyDecisions>[2]) =>
    applyDecisions(questions(), proposals, decisions, draft);
  const field = (name: string, action: 'accept' | 'reject' | 'edit', item = 0, value?: string) => ({
    variable: 'locatori',
    item,
    field: name,
    action,
    ...(value !== undefined && { value }),
  });

  it('applies accepted and edited values, adds an item once accepted, and records what was decided', () => {
    const outcome = decide([
      field('nome', 'edit', 0, ' Mario L. Rossi '),
      field('tipo', 'accept', 1),
      field('denominazione', 'accept', 1),
      field('partita_iva', 'accept', 1),
      { variable: 'extra', action: 'reject' },
    ]);
    if (!('applied' in outcome)) throw new Error(outcome.problems.join(' '));
    expect(outcome.applied.answers.locatori).toEqual([{ ...PERSON, nome: 'Mario L. Rossi' }, COMPANY]);
    expect(outcome.applied.answers.extra).toEqual(['Box', 'Cantina']);
    expect(outcome.applied.decided).toEqual({
      'locatori.1.nome': 'Mario L. Rossi',
      'locatori.2.tipo': 'Persona giuridica',
      'locatori.2.denominazione': COMPANY.denominazione,
      'locatori.2.partita_iva': COMPANY.partita_iva,
    });
    expect(by('nome').status).toBe('pending');
    expect(outcome.applied.proposals.map((proposal) => proposal.status)).toEqual([
      'pending',
      'edited',
      'pending',
      'accepted',
      'accepted',
      'accepted',
      'rejected',
    ]);
  });

  it.each<[string, Parameters<typeof applyDecisions>[2], string]>([
    ['a blank edit', [field('nome', 'edit', 0, '')], 'Locatore 1 – Nome e cognome'],
    ['nothing proposed', [{ variable: 'uso', action: 'accept' }], 'non ha proposto nulla'],
    ['twice', [field('nome', 'accept'), field('nome', 'reject')], 'compare due volte'],
    [
      'a new item half accepted',
      [field('tipo', 'accept', 1)],
      'Locatore 2 – Denominazione: manca la risposta.',
    ],
    [
      'a tipo changed alone in a whole list',
      [field('tipo', 'accept', 1), field('denominazione', 'accept', 1)],
      'Partita IVA',
    ],
  ])('applies nothing for %s', (_name, decisions, named) => {
    const outcome = decide(decisions);
    expect('applied' in outcome).toBe(false);
    expect(outcome.problems.join(' ')).toContain(named);
  });

  it('lets a group being typed stay incomplete, and drops the fields a changed tipo no longer asks', () => {
    const typing = {
      answers: { uso: 'Abitativo' },
      group_in_progress: { locatori: [{ tipo: 'Persona fisica', nome: 'Anna' }] },
    };
    const fresh = proposalsOf(scope, typing, { locatori: [COMPANY] });
    const outcome = applyDecisions(
      questions(),
      fresh,
      [field('tipo', 'accept'), field('denominazione', 'accept')],
      typing,
    );
    if (!('applied' in outcome)) throw new Error(outcome.problems.join(' '));
    expect(outcome.applied.answers.locatori).toBeUndefined();
    expect(outcome.applied.group_in_progress).toEqual({
      locatori: [{ tipo: 'Persona giuridica', denominazione: COMPANY.denominazione }],
    });
  });

  it('marks as the client’s the answers still holding the value decided', () => {
    const detail = [
      {
        variable: 'locatori.1.nome',
        question: 'Locatore 1 – Nome e cognome',
        given_answer: 'Mario L. Rossi',
      },
      { variable: 'extra', question: 'Domanda extra?', given_answer: 'Box e Cantina' },
    ];
    const answers = { locatori: [{ ...PERSON, nome: 'Mario L. Rossi' }], extra: ['Cantina', 'Box'] };
    expect(
      withClientSource(detail, answers, {
        'locatori.1.nome': 'Mario L. Rossi',
        extra: ['Box', 'Cantina'],
      }).map((entry) => entry.source ?? null),
    ).toEqual(['cliente', 'cliente']);
    expect(
      withClientSource(detail, answers, { 'locatori.1.nome': 'Mario Rossi' })[0]?.source,
    ).toBeUndefined();
    expect(withClientSource(detail, answers, undefined)).toBe(detail);
  });
});
