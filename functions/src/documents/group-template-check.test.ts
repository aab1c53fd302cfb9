import type { Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { checkTemplate } from './template-check';
import { buildDocx } from './test-support/docx-fixture';

const questions: Question[] = [
  single('uso', ['Abitativo', 'Commerciale']),
  typed('canone', 'amount'),
  typed('cf_garante', 'codice_fiscale'),
  group('locatori', [
    field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo'),
    field(typed('nome', 'text'), 'Nome', { tipo: 'Persona fisica' }),
    field(typed('cf', 'codice_fiscale'), 'Codice fiscale', { tipo: 'Persona fisica' }),
    field(typed('denominazione', 'text'), 'Denominazione', { tipo: 'Persona giuridica' }),
  ]),
  group('immobili', [field(typed('indirizzo', 'text'), 'Indirizzo')], { item_label: 'Immobile' }),
];

const GOOD = [
  '{locatori | plurale:"Il Locatore":"I Locatori"} {locatori | elenco:"nome denominazione"} ({locatori | numero | lettere}), uso {uso}, garante {cf_garante | nato}:',
  '{#locatori}{$posizione}. {#tipo == "Persona fisica"}{cf | genere:"il Sig.":"la Sig.ra"} {nome}, {cf | nato}, C.F. {cf}{/}{#tipo == "Persona giuridica"}{denominazione}{/}{#$primo}*{/}{^$ultimo}{$separatore}{/}, canone {canone}{/locatori}',
  '{#immobili}{indirizzo}{$separatore}{/immobili}',
];

const check = (paragraphs: string[]) =>
  checkTemplate({ documents: [{ label: 'Master', buffer: buildDocx({ paragraphs }) }], questions });

describe('the template check on groups', () => {
  it('passes loops, $ names, item tests, top-level answers in loops and every filter', () => {
    expect(check(GOOD)).toEqual({ errors: [], warnings: [] });
  });

  it.each<[string, string, string]>([
    [
      'a field outside its loop',
      'Locatore {nome}.',
      '"nome" è un campo del gruppo "locatori": si usa solo dentro il suo ciclo {#locatori}…{/locatori}.',
    ],
    [
      'a field of another group in a loop',
      '{#immobili}{nome}{/immobili}',
      '"nome" non è un campo del gruppo "immobili", né una domanda, né uno dei nomi del ciclo ($posizione, $separatore, $primo, $ultimo).',
    ],
    [
      'an unknown name in a loop',
      '{#locatori}{cognome}{/locatori}',
      '"cognome" non è un campo del gruppo "locatori"',
    ],
    [
      'a $ name outside a loop',
      'Parte {$posizione}',
      '"$posizione" esiste solo dentro il ciclo di un gruppo',
    ],
    ['a $ section outside a loop', '{#$primo}x{/}', '"$primo" esiste solo dentro il ciclo di un gruppo'],
    [
      'elenco naming a missing field',
      '{locatori | elenco:"nome cognome"}',
      'il gruppo "locatori" non ha il campo "cognome" chiesto dal filtro elenco.',
    ],
    ['elenco without fields', '{locatori | elenco}', 'il filtro elenco richiede i nomi dei campi'],
    [
      'elenco on a non-group',
      '{uso | elenco:"nome"}',
      'il filtro elenco si usa solo su un gruppo, e "uso" non lo è.',
    ],
    [
      'numero on a non-group',
      '{canone | numero}',
      'il filtro numero si usa solo su un gruppo, e "canone" non lo è.',
    ],
    [
      'plurale on a choice',
      '{uso | plurale:"a":"b"}',
      'il filtro plurale si usa solo su un numero o su un gruppo, e "uso" non lo è.',
    ],
    [
      'plurale without texts',
      '{locatori | plurale}',
      'il filtro plurale richiede il singolare e il plurale tra virgolette',
    ],
    [
      'nato on a text field',
      '{#locatori}{nome | nato}{/locatori}',
      'il filtro nato si usa solo su un codice fiscale, e "nome" non lo è.',
    ],
    [
      'genere on an amount',
      '{canone | genere:"il":"la"}',
      'il filtro genere si usa solo su un codice fiscale, e "canone" non lo è.',
    ],
    ['genere without texts', '{cf_garante | genere}', 'il filtro genere richiede due testi tra virgolette'],
    [
      'a loop inside another loop',
      '{#locatori}{#immobili}{indirizzo}{/immobili}{/locatori}',
      'il ciclo sul gruppo "immobili" è dentro il ciclo sul gruppo "locatori": i cicli non si annidano',
    ],
    [
      'lettere on a text field in a loop',
      '{#locatori}{nome | lettere}{/locatori}',
      'il filtro lettere si usa solo su un numero o un importo, e "nome" non lo è.',
    ],
    [
      '== on a text field in a loop',
      '{#locatori}{#nome == "Mario"}x{/}{/locatori}',
      '"==" confronta solo le risposte di una domanda a scelta',
    ],
    [
      'an option the field does not have',
      '{#locatori}{#tipo == "Ente"}x{/}{/locatori}',
      '"Ente" non è una risposta della domanda "tipo"',
    ],
    ['a group written as text', 'I locatori {locatori}.', '"locatori" è un gruppo: scrivilo con un ciclo'],
  ])('reports %s, quoting the tag and its text', (_, tagged, problem) => {
    const { errors } = check([...GOOD, tagged]);
    expect(errors).toEqual([expect.stringContaining(problem)]);
    expect(errors[0]).toMatch(/^Master, tag \{.*\} \(«.*»\): /);
  });

  it('names the tag as written', () => {
    expect(check([...GOOD, 'Firma {nome}']).errors).toEqual([
      'Master, tag {nome} («Firma {nome}»): "nome" è un campo del gruppo "locatori": si usa solo dentro il suo ciclo {#locatori}…{/locatori}.',
    ]);
  });

  it('warns of a group no tag uses and of a field its loop never names', () => {
    const { warnings } = check([
      GOOD[0] ?? '',
      '{#locatori}{#tipo == "Persona fisica"}{nome}{/}{/locatori} {canone}',
    ]);
    expect(warnings).toEqual([
      'La domanda "immobili" non è usata in nessun documento né nelle condizioni di altre domande.',
      'Il campo "cf" del gruppo "locatori" non è usato nel ciclo del gruppo né nelle condizioni degli altri campi.',
    ]);
  });

  it('counts a field named by elenco as used', () => {
    const { warnings } = check([
      '{locatori | elenco:"nome denominazione cf"}',
      '{immobili | numero}',
      '{uso}{canone}{cf_garante}',
    ]);
    expect(warnings).toEqual([
      'Il campo "indirizzo" del gruppo "immobili" non è usato nel ciclo del gruppo né nelle condizioni degli altri campi.',
    ]);
  });
});
