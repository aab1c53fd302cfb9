import type { Condition, Question } from '@redigo/shared/domain/question';
import { companyQuestions, personQuestions } from '../party-questions';
import { choicesThenData, question, typedQuestion } from '../template-definition';

const ENTE = 'Una società o un ente';
const PERSONA = 'Una persona fisica';
const PARTE = [ENTE, PERSONA];
const TRIBUNALE = 'Tribunale, con foro esclusivo';
const ARBITRATO = 'Arbitrato rituale';

/** A short text (a foreign law, a court's or a chamber's city) asked only when `when` holds. */
const shortText = (variable: string, text: string, when: Condition, description?: string): Question =>
  typedQuestion(variable, text, 'text', { max_length: 60, description, when: [when] });

export const riservatezzaQuestions: Question[] = choicesThenData([
  question('tipo_accordo', 'L’accordo è unilaterale o reciproco?', ['Unilaterale', 'Reciproco'], {
    description:
      'Unilaterale: una sola parte comunica informazioni riservate all’altra. Reciproco: entrambe le parti si scambiano informazioni riservate.',
  }),
  question('prima_parte', 'Chi è la prima parte (nell’accordo unilaterale, la parte che divulga)?', PARTE),
  question('seconda_parte', 'Chi è la seconda parte (nell’accordo unilaterale, la parte che riceve)?', PARTE),
  question('finalita', 'Per quale finalità vengono comunicate le informazioni?', [
    'la valutazione di una possibile operazione di acquisizione o di investimento',
    'la valutazione e l’avvio di una collaborazione commerciale',
    'lo svolgimento di un progetto di ricerca e sviluppo',
    'la negoziazione di un contratto di fornitura o di servizi',
  ]),
  question(
    'tipi_informazioni',
    'Quali informazioni saranno comunicate?',
    [
      'informazioni tecniche e know-how',
      'informazioni commerciali e di marketing',
      'dati economici e finanziari',
      'codice sorgente e documentazione software',
      'dati personali di clienti, fornitori o dipendenti',
    ],
    { multiple: true },
  ),
  question(
    'ruolo_privacy',
    'In quale veste la parte ricevente tratta i dati personali ricevuti?',
    ['Titolare autonomo del trattamento', 'Responsabile del trattamento per conto della parte divulgante'],
    { when: [{ tipi_informazioni: 'dati personali di clienti, fornitori o dipendenti' }] },
  ),
  question(
    'destinatari',
    'A chi la parte ricevente può comunicare le informazioni, nei limiti della finalità?',
    [
      'amministratori e dipendenti',
      'consulenti professionali (legali, fiscali, contabili)',
      'società controllanti, controllate o collegate',
      'potenziali finanziatori',
    ],
    { multiple: true },
  ),
  question(
    'impegno_destinatari',
    'I destinatari esterni devono sottoscrivere un impegno di riservatezza?',
    ["Sì, un impegno scritto non meno rigoroso dell'accordo", 'No, basta informarli della natura riservata'],
    {
      when: [
        { destinatari: ['consulenti professionali (legali, fiscali, contabili)', 'potenziali finanziatori'] },
      ],
    },
  ),
  question(
    'durata_obblighi',
    'Per quanto tempo durano gli obblighi di riservatezza?',
    ['due anni', 'tre anni', 'cinque anni', 'dieci anni'],
    {
      description:
        'I segreti commerciali restano comunque tutelati finché conservano tale natura (artt. 98 e 99 del Codice della proprietà industriale).',
    },
  ),
  question('restituzione', 'Al termine, cosa deve fare la parte ricevente con le informazioni?', [
    'restituirle',
    'distruggerle',
    'restituirle o distruggerle, a scelta della Parte Divulgante',
  ]),
  question(
    'attestazione_distruzione',
    'È richiesta una dichiarazione scritta dell’avvenuta distruzione?',
    ['Sì', 'No'],
    {
      when: [
        { restituzione: ['distruggerle', 'restituirle o distruggerle, a scelta della Parte Divulgante'] },
      ],
    },
  ),
  question('non_sollecitazione', 'Inserire un patto di non sollecitazione del personale?', ['Sì', 'No'], {
    description:
      'Ciascuna parte si impegna per dodici mesi a non sollecitare i dipendenti e i collaboratori dell’altra conosciuti durante le trattative.',
    when: [{ prima_parte: ENTE, seconda_parte: ENTE }],
  }),
  question('penale', 'Prevedere una clausola penale per la violazione degli obblighi?', ['Sì', 'No']),
  question('danno_ulteriore', 'La penale fa salvo il risarcimento del danno ulteriore?', ['Sì', 'No'], {
    description:
      'Senza patto espresso la penale limita il risarcimento alla prestazione promessa (art. 1382 c.c.).',
    when: [{ penale: 'Sì' }],
  }),
  typedQuestion('penale_importo', 'A quanto ammonta la penale per ciascuna violazione?', 'amount', {
    min: 1,
    when: [{ penale: 'Sì' }],
  }),
  question('legge_applicabile', 'Quale legge regola l’accordo?', [
    'Legge italiana',
    'Legge di un altro Stato',
  ]),
  shortText(
    'legge_straniera',
    'Di quale Stato è la legge che regola l’accordo?',
    { legge_applicabile: 'Legge di un altro Stato' },
    'Il nome dello Stato, per esempio «Svizzera», «Regno Unito» o «Stato di New York (Stati Uniti d’America)».',
  ),
  question('controversie', 'Come si risolvono le controversie?', [TRIBUNALE, ARBITRATO]),
  shortText(
    'foro',
    'Quale foro è competente in via esclusiva?',
    { controversie: TRIBUNALE },
    'Il comune sede del tribunale, per esempio «Milano».',
  ),
  question(
    'numero_arbitri',
    'Da quanti arbitri è composto il tribunale arbitrale?',
    ['un arbitro unico', 'un collegio di tre arbitri'],
    { when: [{ controversie: ARBITRATO }] },
  ),
  shortText(
    'camera_arbitrale',
    'In quale città ha sede la Camera Arbitrale che amministra l’arbitrato?',
    { controversie: ARBITRATO },
    'Solo la città, per esempio «Milano»: nel contratto si legge «Camera Arbitrale di Milano».',
  ),
  shortText('sede_arbitrato', 'Dove ha sede l’arbitrato?', { controversie: ARBITRATO }),
  ...companyQuestions('prima_parte', 'della prima parte', [{ prima_parte: ENTE }]),
  ...personQuestions('prima_parte', 'della prima parte', [{ prima_parte: PERSONA }]),
  ...companyQuestions('seconda_parte', 'della seconda parte', [{ seconda_parte: ENTE }]),
  ...personQuestions('seconda_parte', 'della seconda parte', [{ seconda_parte: PERSONA }]),
  typedQuestion('luogo_stipula', 'In quale luogo si firma l’accordo?', 'text', { max_length: 80 }),
  typedQuestion('data_stipula', 'In quale data si firma l’accordo?', 'date'),
]);
