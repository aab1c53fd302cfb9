import type { Question } from '@redigo/shared/domain/question';
import { field, group } from '@redigo/shared/questionnaire/test-support/groups';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { checkTemplate } from './template-check';
import { buildDocx } from './test-support/docx-fixture';

const questions: Question[] = [
  typed('canone', 'amount'),
  typed('compenso', 'amount'),
  typed('mesi', 'number'),
  typed('nome', 'text'),
  typed('decorrenza', 'date'),
  single('uso', ['Abitativo', 'Commerciale']),
  single('figli', ['1', '2']),
  group(
    'eredi',
    [
      field(typed('erede', 'text'), 'Nome'),
      field(typed('quota', 'number'), 'Quota'),
      field(single('tipo', ['Persona fisica', 'Persona giuridica']), 'Tipo'),
    ],
    { max_items: 20, item_label: 'Erede' },
  ),
];

/** Every question used, so that only the tag under test speaks. */
const USES_ALL = '{canone}{compenso}{mesi}{nome}{decorrenza}{uso}{figli}{#eredi}{erede}{quota}{tipo}{/}';

const check = (text: string) =>
  checkTemplate({
    documents: [{ label: 'Master', buffer: buildDocx({ paragraphs: [text, USES_ALL] }) }],
    questions,
  });

describe('the template check of computing tags', () => {
  it.each([
    '{canone * 12}',
    '{canone * 12 | lettere}',
    '{compenso * 0.15 | arrotonda:2}',
    '{0.1 + 0.2}',
    '{#canone > 1000}alto{/}',
    '{^canone > 1000 && uso == "Commerciale"}x{/}',
    '{eredi | somma:"quota"}',
    '{#eredi | qualcuno:"tipo":"Persona giuridica"}x{/}',
    '{#eredi | tutti:"tipo":"Persona fisica"}x{/}',
    '{#eredi}{quota * 2}{canone / quota}{/}',
    '{canone * mesi}',
    '{(canone + compenso) / 2 | arrotonda:0}',
    '{mesi | plurale:"mese":"mesi"}',
    '{#figli == 2 && canone > 0}x{/}',
    '{mesi * 2 | plurale:"mese":"mesi"}',
  ])('accepts %s', (text) => {
    expect(check(text)).toEqual({ errors: [], warnings: [] });
  });

  it.each<[string, string]>([
    [
      '{canone * }',
      'Master, tag {canone * } («{canone * }»): L\'espressione "canone *" è incompleta: manca qualcosa alla fine.',
    ],
    [
      '{nome * 2}',
      'L\'espressione "nome * 2" fa un calcolo o un confronto con "nome", che non è un numero né un importo.',
    ],
    [
      '{#uso > 2}x{/}',
      'L\'espressione "uso > 2" fa un calcolo o un confronto con "uso", che non è un numero né un importo.',
    ],
    [
      '{decorrenza + 30}',
      'L\'espressione "decorrenza + 30" fa un calcolo o un confronto con "decorrenza", che non è un numero né un importo.',
    ],
    [
      '{eredi * 2}',
      'L\'espressione "eredi * 2" fa un calcolo o un confronto con "eredi", che non è un numero né un importo.',
    ],
    [
      '{eredi | somma:"erede"}',
      'L\'espressione "eredi | somma:"erede"" somma il campo "erede", che non è un numero né un importo.',
    ],
    [
      '{#eredi | qualcuno:"quota":"1"}x{/}',
      'L\'espressione "eredi | qualcuno:"quota":"1"" usa il filtro qualcuno sul campo "quota", che non è a scelta.',
    ],
    [
      '{#eredi | tutti:"tipo":"Ente"}x{/}',
      'L\'espressione "eredi | tutti:"tipo":"Ente"" cerca "Ente", che non è una delle risposte del campo "tipo".',
    ],
    [
      '{canone | arrotonda:7}',
      'L\'espressione "canone | arrotonda:7" usa arrotonda con un numero di decimali che non è un intero da 0 a 6, per esempio arrotonda:2.',
    ],
    [
      '{canone * 1,5}',
      'Master, tag {canone * 1,5} («{canone * 1,5}»): L\'espressione "canone * 1,5" scrive il numero 1,5 con la virgola: nelle espressioni i decimali si scrivono con il punto (1.5).',
    ],
    [
      '{canone * 12 | raddoppia}',
      'L\'espressione "canone * 12 | raddoppia" usa il filtro "raddoppia", che non esiste.',
    ],
    [
      '{canone * compenso}',
      'L\'espressione "canone * compenso" moltiplica un importo per un importo: un importo si moltiplica o si divide solo per un numero.',
    ],
    [
      '{canone * 12 | data_breve}',
      'L\'espressione "canone * 12 | data_breve" applica il filtro data_breve a un risultato che non può prendere: dopo un calcolo si usa lettere, e plurale su un numero.',
    ],
    [
      '{canone * prezzo}',
      'L\'espressione "canone * prezzo" usa "prezzo", che non è una domanda del modello.',
    ],
    ['{#canone > 1 && uso == "Ufficio"}x{/}', '"Ufficio" non è una risposta della domanda "uso"'],
    ['{#figli == 3}x{/}', '"3" non è una risposta della domanda "figli"'],
    ['{canone > 1000}', 'un confronto scritto come testo stampa "true" o "false"'],
    [`{canone${' + 1'.repeat(130)}}`, 'supera 500 caratteri'],
    [`{${'('.repeat(21)}canone${')'.repeat(21)} * 2}`, 'ha più di 20 livelli di parentesi'],
  ])('reports %s', (text, message) => {
    const { errors } = check(text);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it('reports every error of a tag', () => {
    const { errors } = check('{nome * canone * compenso | arrotonda:9}');
    expect(errors).toHaveLength(3);
  });

  it('counts a loop field read only by an expression or by somma as used', () => {
    const reads = checkTemplate({
      documents: [
        {
          label: 'Master',
          buffer: buildDocx({
            paragraphs: [
              '{canone}{compenso}{mesi}{nome}{decorrenza}{uso}{figli}',
              '{eredi | somma:"quota"}{#eredi | qualcuno:"tipo":"Persona fisica"}x{/}{#eredi}{erede}{/}',
            ],
          }),
        },
      ],
      questions,
    });
    expect(reads).toEqual({ errors: [], warnings: [] });
  });
});
