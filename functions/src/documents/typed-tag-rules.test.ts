import type { Question } from '@redigo/shared/domain/question';
import { multiple, single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { checkTemplate } from './template-check';
import { buildDocx } from './test-support/docx-fixture';

const questions: Question[] = [
  single('tipo', ['A', 'B']),
  multiple('extra', ['Box', 'Cantina']),
  typed('nome', 'text'),
  typed('mesi', 'number'),
  typed('canone', 'amount'),
  typed('inizio', 'date'),
];

const errorsOf = (paragraph: string) =>
  checkTemplate({
    documents: [{ label: 'Master', buffer: buildDocx({ paragraphs: [paragraph] }) }],
    questions,
  }).errors;

describe('template check of typed tags', () => {
  it.each([
    '{nome} {mesi} {canone} {inizio}',
    '{canone | lettere} {mesi | lettere}',
    '{inizio | data_breve} {inizio | aggiungi_mesi:48} {inizio | aggiungi_anni:4 | data_breve}',
    '{inizio | aggiungi_giorni:-1}',
    '{#tipo == "A"}{nome}{/}{#extra | contiene:"Box"}box{/}',
    'n. {mesi} {mesi | plurale:"mese":"mesi"}, {extra | oppure}',
  ])('accepts %s', (paragraph) => {
    expect(errorsOf(paragraph)).toEqual([]);
  });

  it.each([
    ['Nome {nome | lettere}', 'il filtro lettere si usa solo su un numero o un importo, e "nome" non lo è.'],
    ['Il {canone | data_breve}', 'il filtro data_breve si usa solo su una data, e "canone" non lo è.'],
    ['Al {mesi | aggiungi_mesi:2}', 'il filtro aggiungi_mesi si usa solo su una data, e "mesi" non lo è.'],
    [
      'Al {inizio | aggiungi_anni:"due"}',
      'il filtro aggiungi_anni richiede un numero intero, per esempio aggiungi_anni:12.',
    ],
    [
      'Se {#tipo | contiene:"A"}a{/}',
      'contiene si usa solo su una domanda a scelta multipla, e "tipo" non lo è: usa {#tipo == "…"}.',
    ],
    [
      'Se {#nome == "Mario"}a{/}',
      '"==" confronta solo le risposte di una domanda a scelta, e "nome" ha una risposta libera.',
    ],
    [
      'Se {#canone != "0"}a{/}',
      '"!=" confronta solo le risposte di una domanda a scelta, e "canone" ha una risposta libera.',
    ],
    [
      'Di {nome | plurale:"a":"b"}',
      'il filtro plurale si usa solo su un numero o su un gruppo, e "nome" non lo è.',
    ],
    [
      'Di {mesi | plurale:"mese"}',
      'il filtro plurale richiede il singolare e il plurale tra virgolette, per esempio plurale:"vano":"vani".',
    ],
    [
      'O {tipo | oppure}',
      'il filtro oppure si usa solo su una domanda a scelta multipla, e "tipo" non lo è.',
    ],
    [
      'Con {inizio | mesi}',
      'il filtro "mesi" non esiste: i filtri sono contiene, oppure, lettere, plurale, data_breve, aggiungi_mesi, aggiungi_anni, aggiungi_giorni, elenco, numero, nato e genere.',
    ],
  ])('reports %s, naming the tag and its text', (paragraph, problem) => {
    const [error] = errorsOf(paragraph);
    expect(error).toContain(`«${paragraph}»`);
    expect(error).toContain(problem);
  });
});
