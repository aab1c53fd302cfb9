import type { Question } from '@redigo/shared/domain/question';
import { choicesThenData, question } from '../template-definition';
import {
  attivitaQuestion,
  clientiQuestion,
  completamentoQuestion,
  compensoQuestions,
  oreMassimeQuestion,
  polizzaQuestions,
  premioQuestions,
  professionistaQuestions,
  speseQuestions,
  stipulaQuestions,
} from './typed-questions';

/** Options that conditions and the document compare with. */
const CONSULENZA = {
  consumatore: 'Consumatore',
  impresa: 'Impresa o professionista',
  distanza: 'A distanza (e-mail, PEC, piattaforme online)',
  fuoriLocali: 'Fuori dai locali del professionista',
  formazione: 'formazione del personale',
} as const;

export const consulenzaQuestions: Question[] = choicesThenData([
  ...professionistaQuestions,
  question(
    'tipo_cliente',
    'Il cliente è un consumatore o un’impresa?',
    [CONSULENZA.consumatore, CONSULENZA.impresa],
    {
      description:
        'È consumatore la persona fisica che agisce per scopi estranei all’attività imprenditoriale, commerciale, artigianale o professionale eventualmente svolta (art. 3 del Codice del consumo).',
    },
  ),
  clientiQuestion,
  question(
    'modalita_conclusione',
    'Dove o come viene concluso il contratto?',
    ['Presso lo studio del professionista', CONSULENZA.distanza, CONSULENZA.fuoriLocali],
    {
      description:
        'Nei contratti a distanza o conclusi fuori dai locali del professionista il consumatore può recedere entro quattordici giorni (artt. 52 ss. del Codice del consumo).',
      when: [{ tipo_cliente: CONSULENZA.consumatore }],
    },
  ),
  question(
    'esecuzione_anticipata',
    'Il cliente chiede che la prestazione inizi prima che scada il termine per il recesso?',
    ['Sì', 'No'],
    {
      when: [
        {
          tipo_cliente: CONSULENZA.consumatore,
          modalita_conclusione: [CONSULENZA.distanza, CONSULENZA.fuoriLocali],
        },
      ],
    },
  ),
  question(
    'ambito',
    'In quali ambiti si svolge la consulenza?',
    [
      'consulenza organizzativa e gestionale',
      'consulenza fiscale e tributaria',
      'consulenza in materia di protezione dei dati personali',
      'consulenza in materia di finanza agevolata',
      CONSULENZA.formazione,
    ],
    { multiple: true },
  ),
  attivitaQuestion,
  question(
    'sede_formazione',
    'Dove si svolgono le attività di formazione?',
    ['presso la sede del Cliente', 'in modalità telematica', 'presso la sede del Professionista'],
    { when: [{ ambito: CONSULENZA.formazione }] },
  ),
  question('modalita_prestazione', 'Come viene svolta la prestazione?', [
    'in piena autonomia, senza vincoli di orario né di presenza',
    'in autonomia, con presenza presso il Cliente nei giorni concordati',
  ]),
  question('compenso', 'Come è determinato il compenso?', [
    'Importo forfettario',
    'Tariffa oraria',
    'Parte fissa e premio di risultato',
  ]),
  ...compensoQuestions,
  question(
    'tetto_ore',
    'È previsto un tetto di ore oltre il quale serve l’autorizzazione del cliente?',
    ['Sì', 'No'],
    {
      when: [{ compenso: 'Tariffa oraria' }],
    },
  ),
  oreMassimeQuestion,
  question(
    'premio_risultato',
    'Come si calcola il premio di risultato?',
    ['In misura fissa', 'In percentuale del beneficio economico conseguito'],
    { when: [{ compenso: 'Parte fissa e premio di risultato' }] },
  ),
  ...premioQuestions,
  question('fatturazione', 'Quando si paga il compenso?', [
    'in un’unica soluzione al termine dell’incarico',
    'per il 30% alla sottoscrizione e per il saldo al termine dell’incarico',
    'con cadenza mensile, sulla base delle attività svolte',
  ]),
  question('spese', 'Come sono trattate le spese sostenute dal professionista?', [
    'Comprese nel compenso',
    'Rimborsate a piè di lista',
    'Rimborsate in misura forfettaria',
  ]),
  ...speseQuestions,
  question('durata', 'Qual è la durata dell’incarico?', [
    'Fino al completamento delle attività',
    'sei mesi',
    'dodici mesi',
    'Dodici mesi con rinnovo tacito annuale',
  ]),
  completamentoQuestion,
  question(
    'recesso_cliente',
    'Come può recedere il cliente?',
    ['In qualsiasi momento (art. 2237 c.c.)', 'Con preavviso scritto di trenta giorni'],
    {
      description: 'Il professionista può recedere solo per giusta causa (art. 2237, comma 2, c.c.).',
    },
  ),
  question('polizza', 'Il professionista è assicurato per la responsabilità civile professionale?', [
    'Sì, polizza obbligatoria per la sua professione',
    'Sì, polizza facoltativa',
    'No',
  ]),
  ...polizzaQuestions,
  question('proprieta_elaborati', 'A chi spettano i diritti sugli elaborati?', [
    'Al Cliente, dal pagamento integrale del compenso',
    "Al Professionista, con licenza d'uso al Cliente",
  ]),
  question('trattamento_dati', 'Il professionista tratterà dati personali per conto del cliente?', [
    'No',
    'Sì, come responsabile del trattamento (art. 28 GDPR)',
  ]),
  question(
    'comunicazioni',
    'Con quali mezzi le parti si scambiano le comunicazioni formali?',
    [
      'posta elettronica certificata',
      'lettera raccomandata con avviso di ricevimento',
      'posta elettronica ordinaria',
    ],
    { multiple: true },
  ),
  question(
    'foro',
    'Quale foro è competente per le controversie?',
    ['il Foro del luogo in cui ha sede il Professionista', 'il Foro del luogo in cui ha sede il Cliente'],
    { when: [{ tipo_cliente: CONSULENZA.impresa }] },
  ),
  ...stipulaQuestions,
]);
