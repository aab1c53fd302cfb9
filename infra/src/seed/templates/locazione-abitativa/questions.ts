import type { Question } from '@redigo/shared/domain/question';
import type { TemplateRule } from '@redigo/shared/expressions/rules';
import { partyGroup } from '../party-questions';
import { choicesThenData, question } from '../template-definition';
import { LOCAZIONE } from './options';
import {
  accontoOneriQuestion,
  canoneQuestions,
  decorrenzaQuestion,
  depositoImportoQuestion,
  foresteriaQuestion,
  ibanQuestion,
  immobileQuestions,
  pertinenzeCatastaliQuestion,
  stipulaQuestions,
} from './typed-questions';

export const locazioneQuestions: Question[] = choicesThenData([
  partyGroup('locatori', 'Chi concede l’immobile in locazione?', 'Locatore', {
    description:
      'Tutti i proprietari (o titolari di altro diritto sull’immobile) che locano: per esempio i due coniugi comproprietari.',
  }),
  partyGroup('conduttori', 'Chi prende l’immobile in locazione?', 'Conduttore', {
    description: 'Più conduttori sono obbligati in solido per tutte le obbligazioni del contratto.',
  }),
  foresteriaQuestion,
  question('tipologia_immobile', 'Che tipo di unità immobiliare viene locata?', [
    'un appartamento',
    'una villa o casa indipendente',
    'un monolocale',
  ]),
  ...immobileQuestions,
  question('pertinenze_presenti', 'La locazione comprende pertinenze (cantina, box, posto auto, soffitta)?', [
    'Sì',
    'No',
  ]),
  question(
    'pertinenze',
    'Quali pertinenze sono comprese nella locazione?',
    ['cantina', LOCAZIONE.boxAuto, LOCAZIONE.postoAuto, 'soffitta'],
    { multiple: true, when: [{ pertinenze_presenti: 'Sì' }] },
  ),
  pertinenzeCatastaliQuestion,
  question(
    'uso_posto_auto',
    'A quale uso è destinato il box o il posto auto?',
    ['al solo ricovero di autovetture', 'al ricovero di autovetture, motocicli e biciclette'],
    { when: [{ pertinenze: [LOCAZIONE.boxAuto, LOCAZIONE.postoAuto] }] },
  ),
  question('arredato', 'L’immobile è locato arredato?', [
    LOCAZIONE.arredato,
    LOCAZIONE.parzialmenteArredato,
    LOCAZIONE.nonArredato,
  ]),
  question(
    'classe_energetica',
    'Quale classe energetica risulta dall’Attestato di Prestazione Energetica (APE)?',
    ['A4', 'A3', 'A2', 'A1', 'B', 'C', 'D', 'E', 'F', 'G'],
    {
      description:
        'Le informazioni sulla prestazione energetica vanno consegnate al conduttore (art. 6 D.Lgs. 192/2005).',
    },
  ),
  question(
    'durata_iniziale',
    'Qual è la durata del primo periodo di locazione?',
    ['quattro anni', 'cinque anni', 'sei anni'],
    {
      description:
        'Nel canale libero la durata non può essere inferiore a quattro anni; alla prima scadenza il contratto si rinnova per altri quattro (art. 2, comma 1, L. 431/1998).',
    },
  ),
  decorrenzaQuestion,
  question('periodicita_canone', 'Con quale periodicità si paga il canone?', [
    'in dodici rate mensili anticipate',
    'in quattro rate trimestrali anticipate',
  ]),
  ...canoneQuestions,
  question(
    'modalita_pagamento',
    'Con quale mezzo si paga il canone?',
    ['bonifico bancario', 'assegno bancario o circolare', 'altro mezzo di pagamento tracciabile'],
    {
      description:
        'I canoni di locazione abitativa non si possono pagare in contanti (art. 1, comma 50, L. 147/2013).',
    },
  ),
  ibanQuestion,
  question('cedolare_secca', 'Il locatore opta per la cedolare secca?', ['Sì', 'No'], {
    description:
      'Solo per locatori persone fisiche che non locano nell’esercizio di un’impresa o di una professione. Con l’opzione il canone non può essere aggiornato, neppure secondo l’ISTAT, per tutta la durata dell’opzione (art. 3, comma 11, D.Lgs. 23/2011).',
  }),
  question(
    'aggiornamento_istat',
    'Il canone viene aggiornato ogni anno secondo l’indice ISTAT?',
    ['75% della variazione ISTAT', '100% della variazione ISTAT', 'Nessun aggiornamento'],
    { when: [{ cedolare_secca: 'No' }] },
  ),
  question(
    'deposito_cauzionale',
    'Quale deposito cauzionale versa il conduttore?',
    ['una mensilità', 'due mensilità', 'tre mensilità', 'nessun deposito'],
    {
      description:
        'Il deposito non può superare tre mensilità del canone e produce interessi legali a favore del conduttore (art. 11 L. 392/1978).',
    },
  ),
  depositoImportoQuestion,
  question('oneri_accessori', 'Come si pagano gli oneri accessori (spese condominiali e servizi)?', [
    'A consuntivo, su richiesta documentata del Locatore',
    'Con acconti e conguaglio annuale',
  ]),
  accontoOneriQuestion,
  question('animali', 'Il conduttore può tenere animali domestici?', [
    LOCAZIONE.animaliSi,
    LOCAZIONE.animaliConConsenso,
    'No',
  ]),
  question(
    'danni_animali_arredi',
    'Inserire una clausola specifica sui danni agli arredi causati dagli animali?',
    ['Sì', 'No'],
    {
      when: [
        {
          animali: [LOCAZIONE.animaliSi, LOCAZIONE.animaliConConsenso],
          arredato: [LOCAZIONE.arredato, LOCAZIONE.parzialmenteArredato],
        },
      ],
    },
  ),
  question(
    'sublocazione',
    'Sublocazione e cessione del contratto',
    [
      'Vietate sia la sublocazione sia la cessione',
      'Consentita la sublocazione parziale, previa comunicazione',
    ],
    {
      description:
        'Senza patto contrario il conduttore può sublocare parzialmente dandone comunicazione; la sublocazione totale e la cessione richiedono il consenso del locatore (art. 2 L. 392/1978).',
    },
  ),
  question(
    'recesso_conduttore',
    'Quando può recedere il conduttore?',
    ['Solo per gravi motivi', 'In qualsiasi momento'],
    {
      description:
        'In entrambi i casi con preavviso di sei mesi (art. 3, comma 6, L. 431/1998; art. 4 L. 392/1978).',
    },
  ),
  question(
    'spese_bollo',
    'A carico di chi è l’imposta di bollo?',
    ['a carico del Conduttore', 'ripartita tra le Parti in parti uguali'],
    {
      description:
        'L’imposta di registro grava per legge sulle parti in misura uguale (art. 8 L. 392/1978); con la cedolare secca né registro né bollo sono dovuti.',
      when: [{ cedolare_secca: 'No' }],
    },
  ),
  question(
    'allegati',
    'Quali documenti vengono allegati al contratto?',
    [
      'Attestato di prestazione energetica (APE)',
      'Inventario degli arredi',
      'Verbale di consegna con documentazione fotografica',
      'Regolamento di condominio',
      "Copia dei documenti d'identità delle parti",
    ],
    { multiple: true },
  ),
  ...stipulaQuestions,
]);

/** The deposit's legal cap: at most three months of the rent (art. 11 L. 392/1978). */
const DEPOSITO_MASSIMO: TemplateRule = {
  check: 'deposito_importo <= canone_annuo / 4',
  message:
    'Il deposito cauzionale non può superare tre mensilità del canone (art. 11 della legge n. 392/1978).',
};

export const locazioneRules: TemplateRule[] = [DEPOSITO_MASSIMO];
