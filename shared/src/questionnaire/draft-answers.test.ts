import { boundedProblems } from '../problem-list';
import { withoutEmptyFields } from './draft-answers';
import { groupAnswerProblems } from './group-answers';
import { COMPANY, landlords, PERSON } from './test-support/groups';

const lease = landlords();
const RESIDENTIAL = { uso: 'Abitativo' };
const draft = (value: unknown, outer: Record<string, string> = RESIDENTIAL) =>
  boundedProblems(groupAnswerProblems(lease, value, outer, 'draft'));
const complete = (value: unknown) => boundedProblems(groupAnswerProblems(lease, value, RESIDENTIAL));

describe('a group’s list in a draft’s group_in_progress: kept as it is being typed (docs/api.md, "Repeating groups")', () => {
  it.each<[string, unknown]>([
    ['no item', []],
    ['an item with nothing typed', [{}]],
    ['an item with its kind only', [{ tipo: 'Persona fisica' }]],
    ['an item with a field still missing', [PERSON, { tipo: 'Persona fisica', nome: 'Anna Bianchi' }]],
    ['fields left empty', [{ tipo: 'Persona giuridica', denominazione: '', partita_iva: '' }]],
    ['an empty choice', [{ tipo: '' }]],
    ['three complete items', [PERSON, COMPANY, PERSON]],
  ])('takes %s', (_, value) => {
    expect(draft(value)).toEqual([]);
  });

  it('still refuses, as a complete list does, whatever is given wrong', () => {
    const wrong: [unknown, string][] = [
      [
        PERSON,
        'La risposta alla domanda "Domanda locatori?" deve essere un elenco, con un elemento per ogni Locatore.',
      ],
      [[{}, {}, {}, {}], 'La domanda "Domanda locatori?" ammette al massimo 3 elementi (indicati: 4).'],
      [
        [{}, 'Anna'],
        'Locatore 2: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.',
      ],
      [
        [{ tipo: 'Persona fisica', sesso: 'F' }],
        'Locatore 1 – "sesso": il campo non esiste in questo gruppo.',
      ],
      [
        [{ tipo: 'Persona fisica', nome: 42 }],
        'Locatore 1 – Nome e cognome: la risposta deve essere un testo.',
      ],
      [
        [{ tipo: 'Persona fisica', nome: 'x'.repeat(201) }],
        'Locatore 1 – Nome e cognome: la risposta supera 200 caratteri.',
      ],
      [
        [{ tipo: 'Persona fisica', nome: 'Anna\u0007' }],
        'Locatore 1 – Nome e cognome: la risposta contiene caratteri non ammessi.',
      ],
      [
        [{ tipo: 'Persona fisica', codice_fiscale: 'RSSMRA85' }],
        'Locatore 1 – Codice fiscale: non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
      ],
      [
        [{ tipo: 'Persona giuridica', nome: 'Mario Rossi' }],
        'Locatore 1 – Nome e cognome: il campo non va compilato con le altre risposte date per questo elemento.',
      ],
      [
        [{ nome: 'Mario Rossi' }],
        'Locatore 1 – Nome e cognome: il campo non va compilato con le altre risposte date per questo elemento.',
      ],
      [[{ tipo: 'Ente' }], 'Locatore 1 – Tipo di parte: "Ente" non è una delle risposte possibili.'],
      [[{ colore: '' }], 'Locatore 1 – "colore": il campo non esiste in questo gruppo.'],
    ];
    for (const [value, message] of wrong) expect([value, draft(value)]).toEqual([value, [message]]);
  });

  it('judges the same list strictly when it is complete: fewer items and missing fields are problems there', () => {
    expect(complete([{ tipo: 'Persona fisica', nome: 'Anna Bianchi' }])).toEqual([
      'Locatore 1 – Codice fiscale: manca la risposta.',
    ]);
    expect(complete([])).toEqual([
      'La domanda "Domanda locatori?" richiede almeno 1 elemento (indicati: 0).',
    ]);
    expect(complete([{ tipo: 'Persona fisica', nome: '' }])).toEqual([
      'Locatore 1 – Nome e cognome: la risposta è vuota.',
      'Locatore 1 – Codice fiscale: manca la risposta.',
    ]);
  });
});

describe('withoutEmptyFields', () => {
  it('leaves out the empty answers of known fields only; anything not an item stays as given', () => {
    expect(withoutEmptyFields(lease.fields, [{ tipo: 'Persona fisica', nome: '', cf: [] }])).toEqual([
      { tipo: 'Persona fisica', cf: [] },
    ]);
    expect(withoutEmptyFields(lease.fields, [{ colore: '' }, 'x'])).toEqual([{ colore: '' }, 'x']);
    expect(withoutEmptyFields(lease.fields, 'x')).toBe('x');
  });
});
