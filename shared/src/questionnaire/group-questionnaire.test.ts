import type { Answers, Question } from '../domain/question';
import { checkCompleteness, unsafeAnswerProblems, validateAnswerValues } from './answers-validation';
import { detailedAnswers } from './detailed-answers';
import { nextQuestion } from './engine';
import { questionTextProblems } from './question-texts';
import { COMPANY, landlords, PERSON } from './test-support/groups';
import { single } from './test-support/questions';
import { typed } from './test-support/typed-questions';

/** A lease: its use, the landlords (a group), a guarantor only for a shop, the tenant's codice fiscale. */
const questions: Question[] = [
  single('uso', ['Abitativo', 'Commerciale']),
  landlords(),
  single('garante', ['Sì', 'No'], { uso: 'Commerciale' }),
  { ...typed('cf_conduttore', 'codice_fiscale'), question: 'Codice fiscale del conduttore' },
];

describe('a questionnaire with a group', () => {
  it('asks the group with its label, bounds and fields as stored, and options []', () => {
    expect(nextQuestion(questions, { uso: 'Abitativo' })).toEqual({
      type: 'group',
      variable: 'locatori',
      question: 'Domanda locatori?',
      description: '',
      item_label: 'Locatore',
      min_items: 1,
      max_items: 3,
      fields: landlords().fields,
      options: [],
      is_multiple_selection: false,
      index: 1,
    });
  });

  it('goes on once the list is given, and asks a tax code as a typed question without limits', () => {
    expect(nextQuestion(questions, { uso: 'Abitativo', locatori: [PERSON] })).toEqual({
      type: 'codice_fiscale',
      variable: 'cf_conduttore',
      question: 'Codice fiscale del conduttore',
      description: '',
      options: [],
      is_multiple_selection: false,
      index: 3,
    });
  });

  it('judges the items with the answers that count outside the group (a field asked only for a shop)', () => {
    const shop = { uso: 'Commerciale', locatori: [COMPANY] };
    expect(validateAnswerValues(questions, shop)).toEqual(['Locatore 1 – Numero REA: manca la risposta.']);
    expect(validateAnswerValues(questions, { ...shop, locatori: [{ ...COMPANY, rea: 'RM-1' }] })).toEqual([]);
    // `uso` not answered: the REA is not asked, whatever the other answers say.
    expect(validateAnswerValues(questions, { locatori: [{ ...COMPANY, rea: 'RM-1' }] })).toEqual([
      'Locatore 1 – Numero REA: il campo non va compilato con le altre risposte date per questo elemento.',
    ]);
  });

  it.each<[string, Answers, string[]]>([
    [
      'a complete home lease',
      { uso: 'Abitativo', locatori: [PERSON, COMPANY], cf_conduttore: '01114601006' },
      [],
    ],
    [
      'the group missing',
      { uso: 'Abitativo', cf_conduttore: '01114601006' },
      ['Manca la risposta alla domanda "Domanda locatori?".'],
    ],
    [
      'an item incomplete',
      { uso: 'Abitativo', locatori: [{ tipo: 'Persona fisica' }], cf_conduttore: '01114601006' },
      ['Locatore 1 – Nome e cognome: manca la risposta.', 'Locatore 1 – Codice fiscale: manca la risposta.'],
    ],
  ])('completeness of %s', (_, answers, problems) => {
    expect(checkCompleteness(questions, answers)).toEqual(problems);
  });

  it('details one entry per item and field asked, in order, as the lawyer reads them', () => {
    const answers = {
      uso: 'Commerciale',
      locatori: [PERSON, { ...COMPANY, rea: 'RM-1234567' }],
      garante: 'No',
      cf_conduttore: 'RSSMRA85T10A56NH',
    };
    expect(detailedAnswers(questions, answers)).toEqual([
      { variable: 'uso', question: 'Domanda uso?', given_answer: 'Commerciale' },
      { variable: 'locatori.1.tipo', question: 'Locatore 1 – Tipo di parte', given_answer: 'Persona fisica' },
      { variable: 'locatori.1.nome', question: 'Locatore 1 – Nome e cognome', given_answer: 'Mario Rossi' },
      {
        variable: 'locatori.1.codice_fiscale',
        question: 'Locatore 1 – Codice fiscale',
        given_answer: 'RSSMRA85T10A562S',
      },
      {
        variable: 'locatori.2.tipo',
        question: 'Locatore 2 – Tipo di parte',
        given_answer: 'Persona giuridica',
      },
      {
        variable: 'locatori.2.denominazione',
        question: 'Locatore 2 – Denominazione',
        given_answer: 'Alfa S.r.l.',
      },
      {
        variable: 'locatori.2.partita_iva',
        question: 'Locatore 2 – Partita IVA',
        given_answer: '01114601006',
      },
      { variable: 'locatori.2.rea', question: 'Locatore 2 – Numero REA', given_answer: 'RM-1234567' },
      { variable: 'garante', question: 'Domanda garante?', given_answer: 'No' },
      {
        variable: 'cf_conduttore',
        question: 'Codice fiscale del conduttore',
        given_answer: 'RSSMRA85T10A56NH',
      },
    ]);
  });

  it('refuses text no document can carry in an item’s answers, keys included, and in a group’s own texts', () => {
    const unsafe =
      'La risposta alla domanda "Domanda locatori?" contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma): riscrivila.';
    expect(unsafeAnswerProblems(questions, { locatori: [{ ...PERSON, nome: 'Anna\uFFFF' }] })).toEqual([
      unsafe,
    ]);
    expect(unsafeAnswerProblems(questions, { locatori: [{ ...PERSON, ['x\uD800']: 'y' }] })).toEqual([
      unsafe,
    ]);
    expect(unsafeAnswerProblems(questions, { locatori: [PERSON] })).toEqual([]);
    const group = landlords();
    const withField = {
      ...group,
      fields: [...group.fields, single('ruolo', ['A\uFDD0', 'B'])],
    };
    expect(questionTextProblems([questions[0] as Question, withField])).toEqual([
      'La domanda n. 2 contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma) nella chiave, nel testo, nella nota o nelle risposte: riscrivili.',
    ]);
    expect(questionTextProblems([{ ...group, item_label: 'Locatore\uFFFE' }])).toHaveLength(1);
    expect(questionTextProblems(questions)).toEqual([]);
  });
});
