import type { Question } from '@redigo/shared/domain/question';
import { PARTY_KINDS } from '@redigo/shared/questionnaire/party-preset';
import { typedQuestion } from '../template-definition';

/** Where the flat is and how the land registry knows it. */
export const immobileQuestions: Question[] = [
  typedQuestion('immobile_indirizzo', 'Indirizzo dell’immobile', 'text', {
    max_length: 200,
    description: 'Comune, via e numero civico, piano e interno.',
  }),
  typedQuestion('immobile_vani', 'Di quanti vani è composto l’immobile (esclusi gli accessori)?', 'number', {
    min: 1,
    max: 50,
  }),
  typedQuestion('dati_catastali', 'Dati catastali dell’immobile', 'text', {
    max_length: 300,
    description:
      'Comune, foglio, particella, subalterno, categoria, classe, consistenza e rendita catastale.',
  }),
];

export const pertinenzeCatastaliQuestion = typedQuestion(
  'pertinenze_catastali',
  'Dati catastali delle pertinenze',
  'text',
  { max_length: 300, description: 'Foglio, particella e subalterno.', when: [{ pertinenze_presenti: 'Sì' }] },
);

export const decorrenzaQuestion = typedQuestion('decorrenza', 'Da quale data decorre la locazione?', 'date', {
  description: 'La scadenza si calcola dalla durata scelta.',
});

export const canoneQuestions: Question[] = [
  typedQuestion('canone_annuo', 'Qual è il canone annuo di locazione?', 'amount', { min: 1 }),
  typedQuestion('giorno_pagamento', 'Entro quale giorno del mese si paga ciascuna rata?', 'number', {
    min: 1,
    max: 28,
  }),
];

export const ibanQuestion = typedQuestion('iban', 'IBAN del conto corrente del locatore', 'iban', {
  description: 'Il contratto lo scrive in gruppi di quattro caratteri, come si legge sull’estratto conto.',
  when: [{ modalita_pagamento: 'bonifico bancario' }],
});

/**
 * Asked when a tenant is a company or an entity, which cannot live in the flat itself: who will (uso foresteria),
 * written into the clause on the use of the flat after «per l’alloggio di».
 */
export const foresteriaQuestion = typedQuestion(
  'foresteria_occupanti',
  'Chi alloggerà nell’immobile, locato ad uso foresteria?',
  'text',
  {
    max_length: 300,
    description:
      'Tra i conduttori c’è una persona giuridica: l’immobile è destinato all’alloggio delle persone che essa indica. Il contratto scrive la risposta dopo «per l’alloggio di»: per esempio «dipendenti e collaboratori del Conduttore, in occasione di trasferte di lavoro».',
    when: [{ conduttori: { any: { tipo: PARTY_KINDS.persona_giuridica } } }],
  },
);

export const depositoImportoQuestion = typedQuestion(
  'deposito_importo',
  'A quanto ammonta il deposito cauzionale?',
  'amount',
  { min: 1, when: [{ deposito_cauzionale: ['una mensilità', 'due mensilità', 'tre mensilità'] }] },
);

export const accontoOneriQuestion = typedQuestion(
  'acconto_oneri',
  'Quanto è l’acconto sugli oneri accessori versato con ogni rata?',
  'amount',
  { min: 1, when: [{ oneri_accessori: 'Con acconti e conguaglio annuale' }] },
);

export const stipulaQuestions: Question[] = [
  typedQuestion('luogo_stipula', 'In quale luogo si firma il contratto?', 'text', { max_length: 80 }),
  typedQuestion('data_stipula', 'In quale data si firma il contratto?', 'date'),
];
