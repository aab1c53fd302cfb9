import { boundedProblems } from '../problem-list';
import { groupAnswerProblems as problemList, groupItemProblems } from './group-answers';

/** Every problem of a group's answer, written (fewer than 20 here). */
const groupAnswerProblems = (...args: Parameters<typeof problemList>) =>
  boundedProblems(problemList(...args));
import { COMPANY, field, group, landlords, PERSON } from './test-support/groups';
import { multiple, single } from './test-support/questions';
import { typed } from './test-support/typed-questions';

const lease = landlords();
const RESIDENTIAL = { uso: 'Abitativo' };
const problems = (value: unknown, outer: Record<string, string> = RESIDENTIAL) =>
  groupAnswerProblems(lease, value, outer);

describe('groupAnswerProblems: a group’s list, item by item (docs/api.md, "Repeating groups")', () => {
  it('takes a list of complete items within the bounds', () => {
    expect(problems([PERSON])).toEqual([]);
    expect(problems([PERSON, COMPANY, { ...PERSON, nome: 'Anna Bianchi' }])).toEqual([]);
    expect(problems([{ ...COMPANY, rea: 'RM-1234567' }], { uso: 'Commerciale' })).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    [
      'an object',
      PERSON,
      'La risposta alla domanda "Domanda locatori?" deve essere un elenco, con un elemento per ogni Locatore.',
    ],
    [
      'a text',
      'Mario Rossi',
      'La risposta alla domanda "Domanda locatori?" deve essere un elenco, con un elemento per ogni Locatore.',
    ],
    ['no item', [], 'La domanda "Domanda locatori?" richiede almeno 1 elemento (indicati: 0).'],
    [
      'four items',
      [PERSON, PERSON, PERSON, PERSON],
      'La domanda "Domanda locatori?" ammette al massimo 3 elementi (indicati: 4).',
    ],
  ])('refuses %s as the whole list', (_, value, message) => expect(problems(value)).toEqual([message]));

  it('says "almeno N elementi" for more than one, and still judges the items given', () => {
    const two = group('g', [field(single('tipo', ['A', 'B']), 'Tipo')], { min_items: 2, max_items: 2 });
    expect(groupAnswerProblems(two, [{ tipo: 'C' }], {})).toEqual([
      'La domanda "Domanda g?" richiede almeno 2 elementi (indicati: 1).',
      'Locatore 1 – Tipo: "C" non è una delle risposte possibili.',
    ]);
  });

  it('does not judge the items of a list longer than the group allows, however long', () => {
    expect(problems(Array.from({ length: 100_000 }, () => 'x'))).toHaveLength(1);
  });

  it.each<[string, unknown, string]>([
    [
      'a text',
      'x',
      'Locatore 2: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.',
    ],
    [
      'null',
      null,
      'Locatore 2: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.',
    ],
    [
      'a list',
      [PERSON],
      'Locatore 2: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.',
    ],
    [
      'a field missing that is asked',
      { tipo: 'Persona fisica', nome: 'Anna' },
      'Locatore 2 – Codice fiscale: manca la risposta.',
    ],
    [
      'a field given whose conditions do not hold',
      { ...PERSON, denominazione: 'Alfa S.r.l.' },
      'Locatore 2 – Denominazione: il campo non va compilato con le altre risposte date per questo elemento.',
    ],
    [
      'a field conditioned on a top-level answer that does not hold',
      { ...COMPANY, rea: 'RM-1' },
      'Locatore 2 – Numero REA: il campo non va compilato con le altre risposte date per questo elemento.',
    ],
    [
      'an unknown key',
      { ...PERSON, colore: 'Rosso' },
      'Locatore 2 – "colore": il campo non esiste in questo gruppo.',
    ],
    [
      'a list for a single choice',
      { ...PERSON, tipo: ['Persona fisica'] },
      'Locatore 2 – Tipo di parte: ammette una sola risposta.',
    ],
    [
      'an option the field does not have',
      { tipo: 'Ente' },
      'Locatore 2 – Tipo di parte: "Ente" non è una delle risposte possibili.',
    ],
    [
      'a number for a text',
      { ...PERSON, nome: 5 },
      'Locatore 2 – Nome e cognome: la risposta deve essere un testo.',
    ],
    ['an empty text', { ...PERSON, nome: '' }, 'Locatore 2 – Nome e cognome: la risposta è vuota.'],
    [
      'a text too long',
      { ...PERSON, nome: 'x'.repeat(201) },
      'Locatore 2 – Nome e cognome: la risposta supera 200 caratteri.',
    ],
    [
      'a codice fiscale with a wrong check character',
      { ...PERSON, codice_fiscale: 'RSSMRA85T10A562T' },
      'Locatore 2 – Codice fiscale: il codice fiscale non è valido: il carattere di controllo non corrisponde.',
    ],
    [
      'a codice fiscale of the wrong form',
      { ...PERSON, codice_fiscale: 'RSSMRA85' },
      'Locatore 2 – Codice fiscale: non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
    ],
    [
      'a partita IVA with a wrong check digit',
      { ...COMPANY, partita_iva: '01114601007' },
      'Locatore 2 – Partita IVA: la partita IVA non è valida: la cifra di controllo non corrisponde.',
    ],
  ])('refuses as item 2 %s, naming the item and the field', (_, item, message) =>
    expect(problems([PERSON, item])).toEqual([message]),
  );

  it('reports a field missing in a commercial lease, where the REA is asked', () => {
    expect(problems([COMPANY], { uso: 'Commerciale' })).toEqual([
      'Locatore 1 – Numero REA: manca la risposta.',
    ]);
  });

  it('words every kind of field answer for the field, after its name', () => {
    const kinds = group('g', [
      field(multiple('extra', ['Box', 'Cantina']), 'Pertinenze'),
      field(typed('mq', 'number', { min: 10 }), 'Superficie'),
      field(typed('canone', 'amount', { max: 1000 }), 'Canone'),
      field(typed('inizio', 'date', { min: '2026-01-01' }), 'Inizio'),
    ]);
    const item = { extra: ['Box', 'Box', 'Garage'], mq: '9', canone: '1000.01', inizio: '2025-12-31' };
    expect(groupAnswerProblems(kinds, [item], {})).toEqual([
      'Locatore 1 – Pertinenze: la risposta "Box" è ripetuta.',
      'Locatore 1 – Pertinenze: "Garage" non è una delle risposte possibili.',
      'Locatore 1 – Superficie: la risposta non può essere inferiore a 10.',
      'Locatore 1 – Canone: la risposta non può essere superiore a 1.000,00 €.',
      'Locatore 1 – Inizio: la data non può essere precedente al 01/01/2026.',
    ]);
    expect(
      groupAnswerProblems(kinds, [{ ...item, extra: 'Box', mq: '1,5', inizio: '2026-02-30' }], {}),
    ).toEqual([
      'Locatore 1 – Pertinenze: ammette più risposte: va inviato un elenco.',
      'Locatore 1 – Superficie: la risposta non è un numero valido (per esempio 1234,5).',
      'Locatore 1 – Canone: la risposta non può essere superiore a 1.000,00 €.',
      'Locatore 1 – Inizio: la risposta non è una data esistente (gg/mm/aaaa).',
    ]);
  });
});

describe('the rest of a field’s answer problems, worded after the item and the field', () => {
  const more = group('g', [
    field(single('tipo', ['A', 'B']), 'Tipo'),
    field(multiple('extra', ['Box', 'Cantina']), 'Pertinenze'),
    field(typed('note', 'text'), 'Note'),
    field(typed('canone', 'amount'), 'Canone'),
    field(typed('fine', 'date', { max: '2030-12-31' }), 'Fine'),
    field(typed('piva', 'partita_iva'), 'Partita IVA'),
  ]);
  const good = {
    tipo: 'A',
    extra: ['Box'],
    note: 'Nessuna',
    canone: '100',
    fine: '2030-01-01',
    piva: '01114601006',
  };

  it.each<[string, Record<string, unknown>, string]>([
    ['a number for a choice', { tipo: 5 }, 'Locatore 1 – Tipo: la risposta non è valida.'],
    ['an empty selection', { extra: [] }, 'Locatore 1 – Pertinenze: seleziona almeno una risposta.'],
    [
      'a line break in a one-line text',
      { note: 'a\nb' },
      'Locatore 1 – Note: la risposta deve stare su una sola riga.',
    ],
    [
      'a negative amount',
      { canone: '-1' },
      'Locatore 1 – Canone: la risposta non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).',
    ],
    [
      'a date after its maximum',
      { fine: '2031-01-01' },
      'Locatore 1 – Fine: la data non può essere successiva al 31/12/2030.',
    ],
    [
      'a partita IVA of 10 digits',
      { piva: '0111460100' },
      'Locatore 1 – Partita IVA: non è una partita IVA: servono 11 cifre.',
    ],
  ])('refuses %s', (_, change, message) => {
    expect(groupAnswerProblems(more, [{ ...good, ...change }], {})).toEqual([message]);
  });
});

describe('groupItemProblems: one item, for the field that caused each problem', () => {
  it('names the field of each problem, and none for an item that is not an object', () => {
    expect(groupItemProblems(lease, { tipo: 'Persona fisica', colore: 'x' }, 3, RESIDENTIAL)).toEqual([
      { field: 'nome', message: 'Locatore 3 – Nome e cognome: manca la risposta.' },
      { field: 'codice_fiscale', message: 'Locatore 3 – Codice fiscale: manca la risposta.' },
      { field: 'colore', message: 'Locatore 3 – "colore": il campo non esiste in questo gruppo.' },
    ]);
    expect(groupItemProblems(lease, 7, 1, RESIDENTIAL)).toEqual([
      {
        message:
          'Locatore 1: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.',
      },
    ]);
  });
});
