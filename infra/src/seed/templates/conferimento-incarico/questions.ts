import type { Question } from '@redigo/shared/domain/question';
import { partyGroup } from '../party-questions';
import { choicesThenData, question, typedQuestion } from '../template-definition';

/** Options that conditions and the document compare with. */
export const INCARICO = {
  stragiudiziale: 'assistenza e consulenza stragiudiziale',
  giudiziale: 'rappresentanza e difesa in giudizio',
  entrambe: 'assistenza stragiudiziale e, ove necessario, rappresentanza e difesa in giudizio',
  forfettario: 'Importo forfettario',
  orario: 'Tariffa oraria',
  analisi: 'analisi e sintesi di documenti',
  traduzione: 'traduzione di documenti',
} as const;

const IN_GIUDIZIO = [{ tipo_incarico: INCARICO.giudiziale }, { tipo_incarico: INCARICO.entrambe }];
const USA_IA = [{ uso_ia: 'Sì' }];

export const conferimentoQuestions: Question[] = choicesThenData([
  partyGroup('clienti', 'Chi conferisce l’incarico?', 'Cliente', {
    max: 4,
    description:
      'Uno o più clienti, persone fisiche o giuridiche: per più clienti l’incarico è conferito congiuntamente.',
  }),
  question('tipo_incarico', 'Che tipo di incarico viene conferito?', [
    INCARICO.stragiudiziale,
    INCARICO.giudiziale,
    INCARICO.entrambe,
  ]),
  typedQuestion('oggetto', 'Qual è la questione affidata all’avvocato?', 'text', {
    max_length: 1000,
    multiline: true,
    description: 'Le parti coinvolte, i fatti essenziali e il risultato che il cliente si attende.',
  }),
  typedQuestion('autorita_giudiziaria', 'Davanti a quale autorità giudiziaria?', 'text', {
    max_length: 120,
    description: 'Per esempio «Tribunale di Milano»: l’incarico copre il primo grado di giudizio.',
    when: IN_GIUDIZIO,
  }),
  question('compenso', 'Come è determinato il compenso?', [INCARICO.forfettario, INCARICO.orario], {
    description:
      'Il compenso si pattuisce per iscritto all’atto del conferimento (art. 13, comma 2, L. 247/2012).',
  }),
  typedQuestion('compenso_importo', 'A quanto ammonta il compenso forfettario?', 'amount', {
    min: 1,
    when: [{ compenso: INCARICO.forfettario }],
  }),
  typedQuestion('tariffa_oraria', 'Qual è la tariffa oraria?', 'amount', {
    min: 1,
    when: [{ compenso: INCARICO.orario }],
  }),
  typedQuestion('ore_stimate', 'Quante ore di attività si prevedono?', 'number', {
    min: 1,
    max: 5000,
    description: 'Entra nel preventivo scritto: la misura prevedibile del costo della prestazione.',
    when: [{ compenso: INCARICO.orario }],
  }),
  typedQuestion('spese_stimate', 'A quanto si stimano le spese vive?', 'amount', {
    min: 0,
    description:
      'Le somme che l’avvocato anticipa in nome e per conto del cliente (contributo unificato, imposte, diritti, spese di notifica): il preventivo le aggiunge al totale fuori dal campo dell’IVA (art. 15 D.P.R. 633/1972).',
  }),
  question('acconto', 'Il cliente versa un acconto alla firma?', ['Sì', 'No']),
  typedQuestion('acconto_importo', 'A quanto ammonta l’acconto?', 'amount', {
    min: 1,
    when: [{ acconto: 'Sì' }],
  }),
  typedQuestion('polizza_compagnia', 'Con quale compagnia è assicurato l’avvocato?', 'text', {
    max_length: 120,
    description: 'La polizza di responsabilità civile professionale (art. 12 L. 247/2012).',
  }),
  typedQuestion('polizza_numero', 'Qual è il numero della polizza?', 'text', { max_length: 40 }),
  typedQuestion('polizza_massimale', 'Qual è il massimale della polizza?', 'amount', { min: 1 }),
  question(
    'uso_ia',
    'Lo studio si avvale di sistemi di intelligenza artificiale per l’incarico?',
    ['Sì', 'No'],
    {
      description:
        'Il professionista informa il cliente dei sistemi di intelligenza artificiale utilizzati (art. 13, comma 2, L. 132/2025).',
    },
  ),
  question(
    'finalita_ia',
    'Per quali attività si usano i sistemi di intelligenza artificiale?',
    [
      'ricerca giuridica e giurisprudenziale',
      'redazione di prime bozze di atti, pareri e corrispondenza',
      INCARICO.analisi,
      INCARICO.traduzione,
    ],
    { multiple: true, when: USA_IA },
  ),
  typedQuestion('sistemi_ia', 'Quali sistemi di intelligenza artificiale si usano?', 'text', {
    max_length: 300,
    description: 'Il nome dei software e dei loro fornitori, come il cliente può riconoscerli.',
    when: USA_IA,
  }),
  question(
    'dati_ia',
    'I documenti del cliente vengono caricati nei sistemi di intelligenza artificiale?',
    [
      'No, i sistemi non ricevono documenti né dati personali del Cliente',
      'Sì, solo in sistemi che trattano i dati nell’Unione europea e non li usano per l’addestramento',
    ],
    { when: [{ uso_ia: 'Sì', finalita_ia: [INCARICO.analisi, INCARICO.traduzione] }] },
  ),
  typedQuestion('luogo_stipula', 'In quale luogo si firma l’incarico?', 'text', { max_length: 80 }),
  typedQuestion('data_stipula', 'In quale data si firma l’incarico?', 'date'),
]);
