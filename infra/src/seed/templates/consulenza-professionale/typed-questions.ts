import type { Question } from '@redigo/shared/domain/question';
import { partyGroup, personQuestions } from '../party-questions';
import { typedQuestion } from '../template-definition';

/** The professional: a natural person with a practice, a VAT number and a PEC address. */
export const professionistaQuestions: Question[] = [
  ...personQuestions('professionista', 'del professionista').filter(
    (question) => question.variable !== 'professionista_residenza',
  ),
  typedQuestion('professionista_studio', 'Indirizzo dello studio del professionista', 'text', {
    max_length: 200,
    description: 'Via e numero civico, CAP, comune e provincia.',
  }),
  typedQuestion('professionista_partita_iva', 'Partita IVA del professionista', 'text', { max_length: 11 }),
  typedQuestion('professionista_pec', 'Indirizzo PEC del professionista', 'text', { max_length: 120 }),
];

/** The client: one or more persons or companies, who confer the assignment jointly. */
export const clientiQuestion = partyGroup('clienti', 'Chi conferisce l’incarico?', 'Cliente', {
  description: 'Uno o più clienti, persone fisiche o giuridiche: più clienti sono obbligati in solido.',
  max: 4,
});

export const attivitaQuestion = typedQuestion('attivita', 'In che cosa consistono le attività?', 'text', {
  max_length: 2000,
  multiline: true,
  description: 'Descrivi le prestazioni; ogni riga va a capo anche nel contratto.',
});

export const compensoQuestions: Question[] = [
  typedQuestion('compenso_importo', 'A quanto ammonta il compenso (parte fissa)?', 'amount', {
    min: 1,
    when: [{ compenso: ['Importo forfettario', 'Parte fissa e premio di risultato'] }],
  }),
  typedQuestion('tariffa_oraria', 'Qual è la tariffa oraria?', 'amount', {
    min: 1,
    when: [{ compenso: 'Tariffa oraria' }],
  }),
];

export const oreMassimeQuestion = typedQuestion(
  'ore_massime',
  'Quante ore al massimo senza autorizzazione?',
  'number',
  {
    min: 1,
    max: 10000,
    when: [{ tetto_ore: 'Sì' }],
  },
);

export const premioQuestions: Question[] = [
  typedQuestion('premio_importo', 'A quanto ammonta il premio di risultato?', 'amount', {
    min: 1,
    when: [{ premio_risultato: 'In misura fissa' }],
  }),
  typedQuestion('premio_obiettivo', 'Quale obiettivo dà diritto al premio?', 'text', {
    max_length: 500,
    when: [{ premio_risultato: 'In misura fissa' }],
  }),
  typedQuestion('premio_percentuale', 'Quale percentuale del beneficio spetta come premio?', 'number', {
    min: 0.1,
    max: 100,
    when: [{ premio_risultato: 'In percentuale del beneficio economico conseguito' }],
  }),
  typedQuestion('premio_fonte', 'Da quale documento risulta il beneficio conseguito?', 'text', {
    max_length: 300,
    description: 'Per esempio «il bilancio di esercizio approvato».',
    when: [{ premio_risultato: 'In percentuale del beneficio economico conseguito' }],
  }),
];

export const speseQuestions: Question[] = [
  typedQuestion('spese_soglia', 'Oltre quale importo una spesa va autorizzata?', 'amount', {
    min: 1,
    when: [{ spese: 'Rimborsate a piè di lista' }],
  }),
  typedQuestion('spese_percentuale', 'Quale percentuale del compenso copre le spese?', 'number', {
    min: 1,
    max: 100,
    when: [{ spese: 'Rimborsate in misura forfettaria' }],
  }),
];

export const completamentoQuestion = typedQuestion(
  'completamento_entro',
  'Entro quale data si prevede di completare le attività?',
  'date',
  { when: [{ durata: 'Fino al completamento delle attività' }] },
);

const ASSICURATO = ['Sì, polizza obbligatoria per la sua professione', 'Sì, polizza facoltativa'];

export const polizzaQuestions: Question[] = [
  typedQuestion('polizza_compagnia', 'Con quale compagnia è stipulata la polizza?', 'text', {
    max_length: 120,
    when: [{ polizza: ASSICURATO }],
  }),
  typedQuestion('polizza_numero', 'Qual è il numero della polizza?', 'text', {
    max_length: 40,
    when: [{ polizza: ASSICURATO }],
  }),
  typedQuestion('polizza_massimale', 'Qual è il massimale della polizza?', 'amount', {
    min: 1,
    when: [{ polizza: ASSICURATO }],
  }),
];

export const stipulaQuestions: Question[] = [
  typedQuestion('luogo_stipula', 'In quale luogo si firma il contratto?', 'text', { max_length: 80 }),
  typedQuestion('data_stipula', 'In quale data si firma il contratto?', 'date'),
];
