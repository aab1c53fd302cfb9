import { QUESTION_TYPES } from '../domain/question';

/** Italian problems of typed questions and their answers (docs/api.md, "Question types"); each names the question. */
export const typedAnswerMessages = {
  textExpected: (question: string) => `La risposta alla domanda "${question}" deve essere un testo.`,
  empty: (question: string) => `La risposta alla domanda "${question}" è vuota.`,
  tooLong: (question: string, limit: number) =>
    `La risposta alla domanda "${question}" supera ${limit} caratteri.`,
  controlCharacters: (question: string) =>
    `La risposta alla domanda "${question}" contiene caratteri non ammessi.`,
  unsafeCharacters: (question: string) =>
    `La risposta alla domanda "${question}" contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma): riscrivila.`,
  lineBreaks: (question: string) => `La risposta alla domanda "${question}" deve stare su una sola riga.`,
  notANumber: (question: string) =>
    `La risposta alla domanda "${question}" non è un numero valido (per esempio 1234,5).`,
  notAnAmount: (question: string) =>
    `La risposta alla domanda "${question}" non è un importo valido: al massimo due decimali, non negativo (per esempio 1234,50).`,
  notADate: (question: string) =>
    `La risposta alla domanda "${question}" non è una data esistente (gg/mm/aaaa).`,
  /** A date typed in another form (`1/3/27`, `2027-03-01`): the form is the problem, not the day. */
  notItalianDateForm: (question: string) =>
    `La risposta alla domanda "${question}" non è scritta nel formato gg/mm/aaaa: scrivi il giorno, il mese e l'anno per intero, per esempio 01/03/2026.`,
  /** The API's form of a date answer. */
  notIsoDateForm: (question: string) =>
    `La risposta alla domanda "${question}" deve essere una data nel formato AAAA-MM-GG (per esempio 2026-03-01).`,
  belowMin: (question: string, limit: string) =>
    `La risposta alla domanda "${question}" non può essere inferiore a ${limit}.`,
  aboveMax: (question: string, limit: string) =>
    `La risposta alla domanda "${question}" non può essere superiore a ${limit}.`,
  dateBeforeMin: (question: string, limit: string) =>
    `La data della domanda "${question}" non può essere precedente al ${limit}.`,
  dateAfterMax: (question: string, limit: string) =>
    `La data della domanda "${question}" non può essere successiva al ${limit}.`,
  notACodiceFiscale: (question: string) =>
    `La risposta alla domanda "${question}" non è un codice fiscale: servono 16 lettere e cifre (o le 11 cifre di una società).`,
  codiceFiscaleCheck: (question: string) =>
    `Il codice fiscale della domanda "${question}" non è valido: il carattere di controllo non corrisponde.`,
  notAPartitaIva: (question: string) =>
    `La risposta alla domanda "${question}" non è una partita IVA: servono 11 cifre.`,
  partitaIvaCheck: (question: string) =>
    `La partita IVA della domanda "${question}" non è valida: la cifra di controllo non corrisponde.`,
  notAnIban: (question: string) =>
    `La risposta alla domanda "${question}" non è un IBAN: due lettere del paese, due cifre di controllo e il numero del conto (per esempio IT60 X054 2811 1010 0000 0123 456).`,
  ibanCountry: (question: string) =>
    `L'IBAN della domanda "${question}" non è valido: le prime due lettere non indicano un paese che usa l'IBAN.`,
  ibanLength: (question: string, length: number) =>
    `L'IBAN della domanda "${question}" non è valido: per questo paese ha ${length} caratteri.`,
  ibanCheck: (question: string) =>
    `L'IBAN della domanda "${question}" non è valido: le cifre di controllo non corrispondono.`,
  notAProvincia: (question: string) =>
    `La risposta alla domanda "${question}" non è la sigla di una provincia italiana (per esempio NA).`,
  notACap: (question: string) =>
    `La risposta alla domanda "${question}" non è un CAP: servono 5 cifre (per esempio 80134).`,
  birthDateMismatch: (question: string) =>
    `La data di nascita della domanda "${question}" non corrisponde al codice fiscale.`,

  unknownType: (type: string) =>
    `Il tipo di risposta "${type}" non esiste (tipi: ${QUESTION_TYPES.join(', ')}).`,
  typedWithOptions: 'Una domanda con risposta libera non può avere risposte tra cui scegliere.',
  typedMultiple: 'Solo una domanda a scelta può essere a scelta multipla.',
  extraOnTaxCode: (field: string) =>
    `Una domanda di tipo codice fiscale o partita IVA non ha limiti: togli "${field}".`,
  extraOnIdentifier: (field: string) =>
    `Una domanda di tipo IBAN, provincia o CAP non ha limiti: togli "${field}".`,
  maxLengthRange: 'La lunghezza massima deve essere un numero intero tra 1 e 2000.',
  multilineNotBoolean: 'Il campo "multiline" deve essere vero o falso.',
  limitNotANumber: (field: string) => `Il limite "${field}" deve essere un numero.`,
  limitNotADate: (field: string) => `Il limite "${field}" deve essere una data esistente (AAAA-MM-GG).`,
  minAboveMax: 'Il minimo è superiore al massimo.',
  /** A pair `variable: answer` on a question that is not a choice; `comparable` when it is a number, amount or date. */
  conditionOnTyped: (position: number, variable: string, comparable: boolean) =>
    comparable
      ? `La condizione n. ${position} si riferisce a "${variable}", che non è una domanda a scelta: un numero, un importo o una data si confrontano (per esempio {"${variable}": {"gt": 1000}}).`
      : `La condizione n. ${position} si riferisce a "${variable}", che non è una domanda a scelta: una condizione può chiedere la risposta di una domanda a scelta o confrontare un numero, un importo o una data.`,
} as const;

/** Italian problems of tags on typed questions, for the template check (each follows the tag and its text). */
export const typedTagMessages = {
  lettereOnWrongType: (variable: string) =>
    `il filtro lettere si usa solo su un numero o un importo, e "${variable}" non lo è.`,
  dateFilterOnWrongType: (filter: string, variable: string) =>
    `il filtro ${filter} si usa solo su una data, e "${variable}" non lo è.`,
  filterOnExpression: (filter: string) =>
    `il filtro ${filter} va applicato direttamente a una domanda, per esempio {variabile | ${filter}}.`,
  contieneOnNotMultiple: (variable: string) =>
    `contiene si usa solo su una domanda a scelta multipla, e "${variable}" non lo è: usa {#${variable} == "…"}.`,
  equalityOnTyped: (operator: string, variable: string) =>
    `"${operator}" confronta solo le risposte di una domanda a scelta, e "${variable}" ha una risposta libera.`,
  filterNeedsWholeNumber: (filter: string) =>
    `il filtro ${filter} richiede un numero intero, per esempio ${filter}:12.`,
  pluraleOnWrongType: (variable: string) =>
    `il filtro plurale si usa solo su un numero o su un gruppo, e "${variable}" non lo è.`,
  pluraleNeedsTwoTexts:
    'il filtro plurale richiede il singolare e il plurale tra virgolette, per esempio plurale:"vano":"vani".',
  oppureOnNotMultiple: (variable: string) =>
    `il filtro oppure si usa solo su una domanda a scelta multipla, e "${variable}" non lo è.`,
} as const;
