import type { Answers } from '../domain/question';
import { checkCompleteness, validateAnswerValues } from './answers-validation';
import { leaseQuestions } from './test-support/questions';

describe('answers validation', () => {
  const questions = leaseQuestions();

  it.each<[string, Answers, string[]]>([
    ['no answers', {}, []],
    ['good answers, even incomplete', { tipo: 'Abitativo', extra: ['Box', 'Cantina'] }, []],
    ['an unknown variable', { colore: 'Rosso' }, ['La domanda "colore" non esiste in questo modello.']],
    [
      'an inherited property name',
      { constructor: 'X' },
      ['La domanda "constructor" non esiste in questo modello.'],
    ],
    [
      'a value outside the options',
      { tipo: 'Agricolo' },
      ['"Agricolo" non è una delle risposte possibili alla domanda "Domanda tipo?".'],
    ],
    [
      'a list for a single choice',
      { tipo: ['Abitativo'] },
      ['La domanda "Domanda tipo?" ammette una sola risposta.'],
    ],
    [
      'a single value for a multiple choice',
      { extra: 'Box' },
      ['La domanda "Domanda extra?" ammette più risposte: va inviato un elenco.'],
    ],
    ['an empty selection', { extra: [] }, ['Seleziona almeno una risposta alla domanda "Domanda extra?".']],
    [
      'a repeated selection',
      { extra: ['Box', 'Box', 'Cantina'] },
      ['La risposta "Box" è ripetuta nella domanda "Domanda extra?".'],
    ],
    [
      'a selection outside the options',
      { extra: ['Box', 'Piscina'] },
      ['"Piscina" non è una delle risposte possibili alla domanda "Domanda extra?".'],
    ],
    [
      'a value of another type',
      { tipo: 3 } as unknown as Answers,
      ['La risposta alla domanda "Domanda tipo?" non è valida.'],
    ],
    [
      'a list of other types',
      { extra: [1] } as unknown as Answers,
      ['La risposta alla domanda "Domanda extra?" non è valida.'],
    ],
  ])('%s', (_, answers, problems) => {
    expect(validateAnswerValues(questions, answers)).toEqual(problems);
  });

  it.each<[string, Answers, string[]]>([
    ['a complete shop lease', { tipo: 'Commerciale', extra: ['Box'], durata: '6+6' }, []],
    [
      'a complete home lease',
      {
        tipo: 'Abitativo',
        deposito: 'Sì',
        importo: 'Una mensilità',
        extra: ['Giardino'],
        manutenzione_giardino: 'Locatore',
        durata: '4+4',
      },
      [],
    ],
    ['a shop that ends early', { tipo: 'Commerciale', extra: ['Giardino'] }, []],
    [
      'nothing at all',
      {},
      ['Manca la risposta alla domanda "Domanda tipo?".', 'Manca la risposta alla domanda "Domanda extra?".'],
    ],
    [
      'a missing answer in the middle',
      { tipo: 'Abitativo', extra: ['Box'], durata: '4+4' },
      ['Manca la risposta alla domanda "Domanda deposito?".'],
    ],
    [
      'an answer to a question that was not asked',
      { tipo: 'Commerciale', deposito: 'Sì', extra: ['Giardino'] },
      ['La domanda "Domanda deposito?" non va posta con le risposte date: la sua risposta non è ammessa.'],
    ],
    [
      'an answer outside the options',
      { tipo: 'Commerciale', extra: ['Box'], durata: '9+9' },
      ['"9+9" non è una delle risposte possibili alla domanda "Domanda durata?".'],
    ],
    [
      'an unknown variable',
      { tipo: 'Commerciale', extra: ['Giardino'], note: 'x' },
      ['La domanda "note" non esiste in questo modello.'],
    ],
    [
      'an empty selection reported once',
      { tipo: 'Commerciale', extra: [] },
      ['Seleziona almeno una risposta alla domanda "Domanda extra?".'],
    ],
  ])('completeness of %s', (_, answers, problems) => {
    expect(checkCompleteness(questions, answers)).toEqual(problems);
  });
});
