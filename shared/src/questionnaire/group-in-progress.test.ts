import type { Answers } from '../domain/question';
import { groupInProgressProblems, storedGroupInProgress } from './group-in-progress';
import { landlords, PERSON } from './test-support/groups';
import { single } from './test-support/questions';

const questions = [single('uso', ['Abitativo', 'Commerciale']), landlords()];
const RESIDENTIAL = { uso: 'Abitativo' };

describe('a draft’s group_in_progress (docs/api.md, "Repeating groups and parties")', () => {
  it('takes one group as it is being typed, which answers would not take', () => {
    const typing = { locatori: [PERSON, { tipo: 'Persona fisica', nome: ' Anna ' }] };
    expect(groupInProgressProblems(questions, RESIDENTIAL, typing)).toEqual([]);
    expect(groupInProgressProblems(questions, RESIDENTIAL, { locatori: [] })).toEqual([]);
    expect(groupInProgressProblems(questions, RESIDENTIAL, {})).toEqual([]);
  });

  it('refuses more than one group, a variable that is no group, and a malformed item naming item and field', () => {
    const twoGroups = { locatori: [], conduttori: [] };
    expect(groupInProgressProblems(questions, RESIDENTIAL, twoGroups)).toEqual([
      'Si può salvare un solo gruppo in compilazione alla volta (indicati: 2).',
    ]);
    expect(groupInProgressProblems(questions, RESIDENTIAL, { uso: [] })).toEqual([
      'Gruppo in compilazione: "uso" non è una domanda di tipo gruppo di questo modello.',
    ]);
    expect(groupInProgressProblems(questions, RESIDENTIAL, { conduttori: [] })).toEqual([
      'Gruppo in compilazione: "conduttori" non è una domanda di tipo gruppo di questo modello.',
    ]);
    const wrongCode = { locatori: [PERSON, { tipo: 'Persona fisica', codice_fiscale: 'RSSMRA85' }] };
    expect(groupInProgressProblems(questions, RESIDENTIAL, wrongCode)).toEqual([
      'Locatore 2 – Codice fiscale: non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
    ]);
  });

  it('refuses a group already answered in answers: it stands for that answer, never beside it', () => {
    expect(
      groupInProgressProblems(questions, { ...RESIDENTIAL, locatori: [PERSON] }, { locatori: [PERSON] }),
    ).toEqual([
      'Gruppo in compilazione: "locatori" ha già una risposta in "answers"; il gruppo va inviato in uno solo dei due.',
    ]);
  });

  it('reads the answers outside the group: a company’s REA is a field only in a commercial lease', () => {
    const company = { locatori: [{ tipo: 'Persona giuridica', rea: 'RM-1234567' }] };
    expect(groupInProgressProblems(questions, { uso: 'Commerciale' }, company)).toEqual([]);
    expect(groupInProgressProblems(questions, RESIDENTIAL, company)).toEqual([
      'Locatore 1 – Numero REA: il campo non va compilato con le altre risposte date per questo elemento.',
    ]);
  });

  it('is stored normalised, without its empty fields', () => {
    const typing: Answers = {
      locatori: [
        { tipo: 'Persona fisica', nome: '  ', codice_fiscale: ' rssmra85t10a562s ' },
        { tipo: '', denominazione: ' Alfa S.r.l. ' },
      ],
    };
    expect(storedGroupInProgress(questions, typing)).toEqual({
      locatori: [
        { tipo: 'Persona fisica', codice_fiscale: 'RSSMRA85T10A562S' },
        { denominazione: 'Alfa S.r.l.' },
      ],
    });
  });
});
