import type { Question } from '../domain/question';
import { carryAnswers } from './carried-answers';
import { COMPANY, field, group, landlords, PERSON } from './test-support/groups';
import { leaseQuestions, multiple, single } from './test-support/questions';
import { typed } from './test-support/typed-questions';

const canone = typed('canone', 'amount', { max: 5000 });
const original = (): Question[] => [
  single('uso', ['Abitativo', 'Commerciale']),
  landlords(),
  canone,
  multiple('extra', ['Giardino', 'Box', 'Cantina']),
];
const answers = {
  uso: 'Abitativo',
  locatori: [PERSON, COMPANY],
  canone: '800.00',
  extra: ['Box', 'Cantina'],
};

describe('carryAnswers', () => {
  it('keeps every answer when the template is the same', () => {
    const carried = carryAnswers(original(), original(), answers);
    expect(carried).toEqual({
      answers,
      kept: ['uso', 'locatori', 'canone', 'extra'],
      dropped: [],
      reasons: {},
    });
  });

  it('drops a removed question, a retyped one, a choice whose option is gone, and says why', () => {
    const [uso, locatori] = original();
    const current = [
      uso as Question,
      locatori as Question,
      typed('canone', 'text'),
      multiple('extra', ['Giardino', 'Box']),
    ];
    const carried = carryAnswers(original(), current, { ...answers, durata: '4+4' });

    expect(carried.kept).toEqual(['uso', 'locatori']);
    expect(carried.reasons).toEqual({ canone: 'changed', extra: 'option_removed', durata: 'removed' });
    expect(carried.dropped).toEqual(['canone', 'extra', 'durata']);
    expect(carried.answers).toEqual({ uso: 'Abitativo', locatori: [PERSON, COMPANY] });
  });

  it('drops a single choice made multiple, and a typed answer now outside its limits', () => {
    const current = [
      multiple('uso', ['Abitativo', 'Commerciale']),
      landlords(),
      typed('canone', 'amount', { max: 500 }),
      multiple('extra', ['Giardino', 'Box', 'Cantina']),
    ];
    const carried = carryAnswers(original(), current, answers);

    expect(carried.reasons).toEqual({ uso: 'changed', canone: 'changed' });
    expect(carried.kept).toEqual(['locatori', 'extra']);
  });

  it('drops a group whose items no longer fit its fields, keeps one whose items do', () => {
    const stricter = group('locatori', [
      field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo di parte'),
      field(typed('nome', 'text', { max_length: 5 }), 'Nome e cognome', { tipo: 'Persona fisica' }),
      field(typed('codice_fiscale', 'codice_fiscale'), 'Codice fiscale', { tipo: 'Persona fisica' }),
    ]);
    const [uso] = original();

    const tooLong = carryAnswers(original(), [uso as Question, stricter], answers);
    const fitting = carryAnswers(original(), [uso as Question, landlords()], answers);

    expect(tooLong.reasons).toEqual({ locatori: 'changed', canone: 'removed', extra: 'removed' });
    expect(fitting.kept).toEqual(['uso', 'locatori']);
  });

  it('drops an answer the questionnaire no longer asks, given the answers kept', () => {
    const lease = leaseQuestions();
    const given = {
      tipo: 'Abitativo',
      deposito: 'Sì',
      importo: 'Due mensilità',
      extra: ['Box'],
      durata: '4+4',
    };
    const changed = lease.map((question) =>
      question.variable === 'tipo' ? single('tipo', ['Commerciale', 'Uffici']) : question,
    );

    const carried = carryAnswers(lease, changed, given);

    expect(carried.reasons).toEqual({
      tipo: 'option_removed',
      deposito: 'not_asked',
      importo: 'not_asked',
      durata: 'not_asked',
    });
    expect(carried.answers).toEqual({ extra: ['Box'] });
  });

  it('judges answers without the original questions (an unpinned draft) by the current ones alone', () => {
    const carried = carryAnswers(undefined, original(), { ...answers, uso: ['Abitativo'] });
    expect(carried.reasons).toEqual({ uso: 'changed' });
  });
});
