import { questionnaireMessages as questionnaire } from './questionnaire';
import { typedAnswerMessages as typed } from './typed-answers';

/**
 * The problems one answer can have, worded to name its question ("La risposta alla domanda "Canone" è vuota."): the
 * words of a top-level question's answer.
 */
export const questionWording = {
  notAnAnswer: questionnaire.notAnAnswer,
  singleExpected: questionnaire.singleExpected,
  listExpected: questionnaire.listExpected,
  emptySelection: questionnaire.emptySelection,
  repeatedAnswer: questionnaire.repeatedAnswer,
  outsideOptions: questionnaire.outsideOptions,
  textExpected: typed.textExpected,
  empty: typed.empty,
  tooLong: typed.tooLong,
  controlCharacters: typed.controlCharacters,
  unsafeCharacters: typed.unsafeCharacters,
  lineBreaks: typed.lineBreaks,
  notANumber: typed.notANumber,
  notAnAmount: typed.notAnAmount,
  notADate: typed.notADate,
  notItalianDateForm: typed.notItalianDateForm,
  notIsoDateForm: typed.notIsoDateForm,
  belowMin: typed.belowMin,
  aboveMax: typed.aboveMax,
  dateBeforeMin: typed.dateBeforeMin,
  dateAfterMax: typed.dateAfterMax,
  notACodiceFiscale: typed.notACodiceFiscale,
  codiceFiscaleCheck: typed.codiceFiscaleCheck,
  notAPartitaIva: typed.notAPartitaIva,
  partitaIvaCheck: typed.partitaIvaCheck,
  notAnIban: typed.notAnIban,
  ibanCountry: typed.ibanCountry,
  ibanLength: typed.ibanLength,
  ibanCheck: typed.ibanCheck,
  notAProvincia: typed.notAProvincia,
  notACap: typed.notACap,
};

/** How the problems of an answer are worded; each is given the question's text. */
export type AnswerWording = typeof questionWording;

/**
 * The same problems for a group's field: they follow the prefix that names the item and the field
 * (`Locatore 2 – Codice fiscale: `), so they don't name the question again.
 */
export const fieldWording: AnswerWording = {
  notAnAnswer: () => 'la risposta non è valida.',
  singleExpected: () => 'ammette una sola risposta.',
  listExpected: () => 'ammette più risposte: va inviato un elenco.',
  emptySelection: () => 'seleziona almeno una risposta.',
  repeatedAnswer: (_question, value) => `la risposta "${value}" è ripetuta.`,
  outsideOptions: (_question, value) => `"${value}" non è una delle risposte possibili.`,
  textExpected: () => 'la risposta deve essere un testo.',
  empty: () => 'la risposta è vuota.',
  tooLong: (_question, limit) => `la risposta supera ${limit} caratteri.`,
  controlCharacters: () => 'la risposta contiene caratteri non ammessi.',
  unsafeCharacters: () =>
    'la risposta contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma): riscrivila.',
  lineBreaks: () => 'la risposta deve stare su una sola riga.',
  notANumber: () => 'la risposta non è un numero valido (per esempio 1234,5).',
  notAnAmount: () =>
    'la risposta non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).',
  notADate: () => 'la risposta non è una data esistente (gg/mm/aaaa).',
  notItalianDateForm: () =>
    "la data non è scritta nel formato gg/mm/aaaa: scrivi il giorno, il mese e l'anno per intero, per esempio 01/03/2026.",
  notIsoDateForm: () => 'la data deve essere nel formato AAAA-MM-GG (per esempio 2026-03-01).',
  belowMin: (_question, limit) => `la risposta non può essere inferiore a ${limit}.`,
  aboveMax: (_question, limit) => `la risposta non può essere superiore a ${limit}.`,
  dateBeforeMin: (_question, limit) => `la data non può essere precedente al ${limit}.`,
  dateAfterMax: (_question, limit) => `la data non può essere successiva al ${limit}.`,
  notACodiceFiscale: () =>
    'non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).',
  codiceFiscaleCheck: () => 'il codice fiscale non è valido: il carattere di controllo non corrisponde.',
  notAPartitaIva: () => 'non è una partita IVA: servono 11 cifre.',
  partitaIvaCheck: () => 'la partita IVA non è valida: la cifra di controllo non corrisponde.',
  notAnIban: () =>
    'non è un IBAN: due lettere del paese, due cifre di controllo e il numero del conto (per esempio IT60 X054 2811 1010 0000 0123 456).',
  ibanCountry: () => "l'IBAN non è valido: le prime due lettere non indicano un paese che usa l'IBAN.",
  ibanLength: (_question, length) => `l'IBAN non è valido: per questo paese ha ${length} caratteri.`,
  ibanCheck: () => "l'IBAN non è valido: le cifre di controllo non corrispondono.",
  notAProvincia: () => 'non è la sigla di una provincia italiana (per esempio NA).',
  notACap: () => 'non è un CAP: servono 5 cifre (per esempio 80134).',
};
