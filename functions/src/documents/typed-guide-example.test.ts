import type { Question } from '@redigo/shared/domain/question';
import { single } from '@redigo/shared/questionnaire/test-support/questions';
import { typed } from '@redigo/shared/questionnaire/test-support/typed-questions';
import { createDocumentRenderer } from './renderer';
import { buildDocx, documentText } from './test-support/docx-fixture';
import { renderScope } from './typed-answer';

/** The worked example of the README's authors' guide ("Un esempio completo con risposte libere"). */
const questions: Question[] = [
  typed('conduttore', 'text', { max_length: 120 }),
  typed('canone', 'amount', { min: 1 }),
  single('durata', ['quattro anni', 'sei anni']),
  typed('decorrenza', 'date'),
  single('deposito', ['Sì', 'No']),
  { ...typed('mensilita', 'number', { min: 1, max: 3 }), required_answers: [{ deposito: 'Sì' }] },
  typed('note', 'text', { multiline: true }),
];

const master = buildDocx({
  paragraphs: [
    'Il conduttore {conduttore} paga un canone annuo di euro {canone} ({canone | lettere}).',
    'La locazione decorre dal {decorrenza} e scade il {#durata == "quattro anni"}{decorrenza | aggiungi_anni:4 | aggiungi_giorni:-1}{/}{#durata == "sei anni"}{decorrenza | aggiungi_anni:6 | aggiungi_giorni:-1}{/}.',
    '{#deposito == "Sì"}',
    'Il conduttore versa un deposito pari a {mensilita} ({mensilita | lettere}) mensilità.',
    '{/}',
    'Prima rata entro il {decorrenza | aggiungi_giorni:5 | data_breve}.',
    'Patti aggiuntivi:',
    '{note}',
  ],
});

describe('the authors’ guide example', () => {
  it('renders as the README shows', () => {
    const answers = {
      conduttore: 'Mario Rossi',
      canone: '9600.00',
      durata: 'quattro anni',
      decorrenza: '2026-03-01',
      deposito: 'Sì',
      mensilita: '2',
      note: 'Le chiavi sono consegnate il giorno della firma.\nIl conduttore può installare una tenda da sole.',
    };
    const text = documentText(
      createDocumentRenderer().render(master, 'guida', renderScope(questions, answers)),
    );
    expect(text).toBe(
      [
        'Il conduttore Mario Rossi paga un canone annuo di euro 9.600,00 (novemilaseicento/00).',
        'La locazione decorre dal 1° marzo 2026 e scade il 28 febbraio 2030.',
        'Il conduttore versa un deposito pari a 2 (due) mensilità.',
        'Prima rata entro il 06/03/2026.',
        'Patti aggiuntivi:',
        'Le chiavi sono consegnate il giorno della firma.Il conduttore può installare una tenda da sole.',
      ].join('\n'),
    );
  });
});
