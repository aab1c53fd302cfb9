import type { PartyCard, Step } from './questionnaire';

/** The seeded NDA: 14 questions on its shortest path, 29 euro plus VAT. */
export const nda = {
  name: 'Accordo di riservatezza (NDA)',
  category: 'Contratti commerciali',
  priceCents: 2900,
  paymentLink: 'plink_accordo-riservatezza-nda',
};

/** Mario Rossi, born in Rome on 3 March 1970: a persona fisica whose codice fiscale says «nato». */
export const MARIO_ROSSI: PartyCard = {
  Nome: 'Mario',
  Cognome: 'Rossi',
  'Luogo di nascita': 'Roma (RM)',
  'Data di nascita': '03/03/1970',
  'Codice fiscale': 'RSSMRA70C03H501D',
  'Indirizzo (via e numero civico)': 'via Roma n. 1',
  CAP: '00184',
  Comune: 'Roma',
  'Provincia (sigla)': 'RM',
};

/** Anna Bianchi, born in Milan on 1 March 1990 (the code of test/e2e/groups.spec.ts): «nata». */
export const ANNA_BIANCHI: PartyCard = {
  Nome: 'Anna',
  Cognome: 'Bianchi',
  'Luogo di nascita': 'Milano (MI)',
  'Data di nascita': '01/03/1990',
  'Codice fiscale': 'BNCNNA90C41F205A',
  'Indirizzo (via e numero civico)': 'corso Buenos Aires n. 5',
  CAP: '20124',
  Comune: 'Milano',
  'Provincia (sigla)': 'MI',
};

/** The typed questions at the end of the NDA: the court, both parties (one natural person each), place and date. */
const courtAndParties: Step[] = [
  { text: 'Quale foro è competente in via esclusiva?', options: [], typed: 'Milano' },
  {
    text: 'Chi costituisce la prima parte',
    options: [],
    group: { itemLabel: 'Prima parte', cards: [MARIO_ROSSI] },
  },
  {
    text: 'Chi costituisce la seconda parte',
    options: [],
    group: { itemLabel: 'Seconda parte', cards: [ANNA_BIANCHI] },
  },
  { text: 'In quale luogo si firma l’accordo?', options: [], typed: 'Roma' },
  { text: 'In quale data si firma l’accordo?', options: [], typed: '01/03/2026' },
];

/** The NDA's shortest path: no personal data, no penalty clause, a court; then the data and the parties. */
export const ndaShortPath: Step[] = [
  { text: 'L’accordo è unilaterale o reciproco?', options: ['Unilaterale'] },
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

/** Index of the multiple choice of the information's kinds (five checkboxes) on the short path. */
export const MULTIPLE_CHOICE_INDEX = 2;

/** Index of the penalty question on the short path: answering 'Sì' there asks one more question. */
export const PENALTY_INDEX = 6;

/** After the edit: a penalty clause, its follow-ups, then the later questions again. */
export const ndaAfterEdit: Step[] = [
  { text: 'Prevedere una clausola penale', options: ['Sì'] },
  { text: 'La penale fa salvo il risarcimento del danno ulteriore?', options: ['Sì'] },
  { text: 'Quale legge regola l’accordo?', options: ['Legge italiana'] },
  { text: 'Come si risolvono le controversie?', options: ['Tribunale, con foro esclusivo'] },
  { text: 'A quanto ammonta la penale', options: [], typed: '10.000' },
  ...courtAndParties,
];

/** The detail's answers to `steps`: one per question, but one per field of each card of a group («Prima parte 1 – Nome»). */
export const detailEntries = (steps: Step[]): number =>
  steps.reduce(
    (total, { group }) =>
      total + (group ? group.cards.reduce((fields, card) => fields + 1 + Object.keys(card).length, 0) : 1),
    0,
  );
