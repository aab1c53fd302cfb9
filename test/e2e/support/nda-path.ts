import type { Step } from './questionnaire';

/** The seeded NDA: 23 questions on its shortest path, 29 euro plus VAT. */
export const nda = {
  name: 'Accordo di riservatezza (NDA)',
  category: 'Contratti commerciali',
  priceCents: 2900,
  paymentLink: 'plink_accordo-riservatezza-nda',
};

/** The typed questions at the end of the NDA: the court, both parties (natural persons), place and date. */
const courtAndParties: Step[] = [
  { text: 'Quale foro è competente in via esclusiva?', options: [], typed: 'Milano' },
  ...(['prima', 'seconda'] as const).flatMap((which): Step[] => [
    {
      text: `Nome e cognome della ${which} parte`,
      options: [],
      typed: which === 'prima' ? 'Mario Rossi' : 'Anna Verdi',
    },
    { text: `Luogo di nascita della ${which} parte`, options: [], typed: 'Roma' },
    { text: `Data di nascita della ${which} parte`, options: [], typed: '01/03/1980' },
    {
      text: `Indirizzo di residenza della ${which} parte`,
      options: [],
      typed: 'via Roma n. 1, 00100 Roma (RM)',
    },
    { text: `Codice fiscale della ${which} parte`, options: [], typed: 'RSSMRA80C01H501U' },
  ]),
  { text: 'In quale luogo si firma l’accordo?', options: [], typed: 'Roma' },
  { text: 'In quale data si firma l’accordo?', options: [], typed: '01/03/2026' },
];

/** The NDA's shortest path: two natural persons, no personal data, no penalty clause, a court; then the data. */
export const ndaShortPath: Step[] = [
  { text: 'L’accordo è unilaterale o reciproco?', options: ['Unilaterale'] },
  { text: 'Chi è la prima parte', options: ['Una persona fisica'] },
  { text: 'Chi è la seconda parte', options: ['Una persona fisica'] },
  {
    text: 'Per quale finalità vengono comunicate le informazioni?',
    options: ['la valutazione e l’avvio di una collaborazione commerciale'],
  },
  {
    text: 'Quali informazioni saranno comunicate?',
    options: ['informazioni tecniche e know-how', 'dati economici e finanziari'],
  },
  {
    text: 'A chi la parte ricevente può comunicare le informazioni',
    options: ['amministratori e dipendenti'],
  },
  { text: 'Per quanto tempo durano gli obblighi di riservatezza?', options: ['tre anni'] },
  { text: 'Al termine, cosa deve fare la parte ricevente', options: ['restituirle'] },
  { text: 'Prevedere una clausola penale', options: ['No'] },
  { text: 'Quale legge regola l’accordo?', options: ['Legge italiana'] },
  { text: 'Come si risolvono le controversie?', options: ['Tribunale, con foro esclusivo'] },
  ...courtAndParties,
];

/** Index of the penalty question on the short path: answering 'Sì' there asks one more question. */
export const PENALTY_INDEX = 8;

/** After the edit: a penalty clause, its follow-ups, then the later questions again. */
export const ndaAfterEdit: Step[] = [
  { text: 'Prevedere una clausola penale', options: ['Sì'] },
  { text: 'La penale fa salvo il risarcimento del danno ulteriore?', options: ['Sì'] },
  { text: 'Quale legge regola l’accordo?', options: ['Legge italiana'] },
  { text: 'Come si risolvono le controversie?', options: ['Tribunale, con foro esclusivo'] },
  { text: 'A quanto ammonta la penale', options: [], typed: '10.000' },
  ...courtAndParties,
];
