import type { Question } from '@redigo/shared/domain/question';
import { partyGroup } from '../party-questions';
import { choicesThenData, question, typedQuestion } from '../template-definition';

/** Options that conditions and the document compare with. */
const COMODATO = {
  abitazione: 'un appartamento ad uso abitativo',
  ufficio: 'un locale ad uso ufficio o negozio',
  box: 'un box o posto auto',
  determinato: 'A tempo determinato',
  indeterminato: 'Senza determinazione di durata',
  condominiali: 'spese condominiali ordinarie',
} as const;

export const comodatoQuestions: Question[] = choicesThenData([
  question('tipo_immobile', 'Che cosa viene dato in comodato?', [
    COMODATO.abitazione,
    COMODATO.ufficio,
    COMODATO.box,
  ]),
  question(
    'uso',
    'A quale uso è destinato l’immobile?',
    [
      'abitazione del Comodatario e del suo nucleo familiare',
      'sede dell’attività professionale o d’impresa del Comodatario',
      'deposito e ricovero di beni del Comodatario',
    ],
    { description: 'Il comodatario può servirsi del bene solo per l’uso convenuto (art. 1804 c.c.).' },
  ),
  question(
    'durata_tipo',
    'Il comodato ha una durata determinata?',
    [COMODATO.determinato, COMODATO.indeterminato],
    {
      description:
        'Senza un termine, il comodante può chiedere la restituzione in qualsiasi momento (art. 1810 c.c.).',
    },
  ),
  question(
    'durata',
    'Per quanto tempo è concesso l’immobile?',
    ['dodici mesi', 'ventiquattro mesi', 'trentasei mesi'],
    {
      when: [{ durata_tipo: COMODATO.determinato }],
    },
  ),
  question(
    'restituzione_vendita',
    'Il comodante può chiedere la restituzione anticipata se vende l’immobile?',
    ['Sì, con preavviso di tre mesi', 'No'],
    {
      description:
        'In ogni caso può chiederla per un bisogno urgente e imprevisto (art. 1809, comma 2, c.c.).',
      when: [{ durata_tipo: COMODATO.determinato, tipo_immobile: [COMODATO.abitazione, COMODATO.ufficio] }],
    },
  ),
  question(
    'spese',
    'Quali spese di gestione sono a carico del comodatario?',
    [
      'utenze (luce, acqua, gas, telefono)',
      COMODATO.condominiali,
      'tassa sui rifiuti (TARI)',
      'piccola manutenzione',
    ],
    { multiple: true, description: 'Le spese straordinarie restano al comodante (art. 1808 c.c.).' },
  ),
  question(
    'rimborso_condominio',
    'Come si pagano le spese condominiali?',
    [
      'dal Comodatario direttamente all’amministratore di condominio',
      'dal Comodante e rimborsate dal Comodatario entro trenta giorni dalla richiesta',
    ],
    { when: [{ spese: COMODATO.condominiali }] },
  ),
  question('deposito', 'Il comodatario versa un deposito a garanzia?', ['Sì', 'No']),
  question(
    'registrazione',
    'Chi provvede alla registrazione del contratto?',
    ['il Comodante', 'il Comodatario'],
    {
      description:
        'Il comodato di immobili in forma scritta si registra entro venti giorni, con imposta di registro in misura fissa.',
    },
  ),
  partyGroup('comodanti', 'Chi concede l’immobile in comodato?', 'Comodante', {
    description: 'Tutti i proprietari o titolari di un diritto di godimento sull’immobile.',
  }),
  partyGroup('comodatari', 'Chi riceve l’immobile in comodato?', 'Comodatario', {
    description: 'Più comodatari sono obbligati in solido verso il comodante (art. 1294 c.c.).',
  }),
  typedQuestion('immobile_indirizzo', 'Indirizzo dell’immobile', 'text', {
    max_length: 200,
    description: 'Comune, via e numero civico, piano e interno.',
  }),
  typedQuestion('dati_catastali', 'Dati catastali dell’immobile', 'text', {
    max_length: 300,
    description: 'Comune, foglio, particella, subalterno e categoria.',
  }),
  typedQuestion('decorrenza', 'Da quale data l’immobile è consegnato al comodatario?', 'date'),
  typedQuestion('deposito_importo', 'A quanto ammonta il deposito?', 'amount', {
    min: 1,
    when: [{ deposito: 'Sì' }],
  }),
  typedQuestion('luogo_stipula', 'In quale luogo si firma il contratto?', 'text', { max_length: 80 }),
  typedQuestion('data_stipula', 'In quale data si firma il contratto?', 'date'),
]);
