import { shortened } from '../text';
import { validationMessages } from './validation';

/** Italian problems the questionnaire engine reports (answers, completeness, a template's questions). */
export const questionnaireMessages = {
  unknownVariable: (variable: string) => `La domanda "${shortened(variable)}" non esiste in questo modello.`,
  notAnAnswer: (question: string) => `La risposta alla domanda "${question}" non è valida.`,
  singleExpected: (question: string) => `La domanda "${question}" ammette una sola risposta.`,
  listExpected: (question: string) => `La domanda "${question}" ammette più risposte: va inviato un elenco.`,
  emptySelection: (question: string) => `Seleziona almeno una risposta alla domanda "${question}".`,
  repeatedAnswer: (question: string, value: string) =>
    `La risposta "${shortened(value)}" è ripetuta nella domanda "${question}".`,
  outsideOptions: (question: string, value: string) =>
    `"${shortened(value)}" non è una delle risposte possibili alla domanda "${question}".`,
  missingAnswer: (question: string) => `Manca la risposta alla domanda "${question}".`,
  notAsked: (question: string) =>
    `La domanda "${question}" non va posta con le risposte date: la sua risposta non è ammessa.`,

  questionPrefix: (position: number, variable: string) =>
    variable ? `Domanda n. ${position} ("${variable}")` : `Domanda n. ${position}`,
  keyRequired: 'La chiave è obbligatoria.',
  keyWithSpaces: (suggestion: string) => `La chiave non può contenere spazi: usa "${suggestion}".`,
  keyStartsWithDigit: validationMessages.questionKeyDigit,
  keyCharacters: 'La chiave può contenere solo lettere, numeri e il trattino basso (_).',
  keyReserved: (variable: string) =>
    `"${variable}" è una parola riservata e non può essere usata come chiave.`,
  keyDuplicate: (otherPosition: number) => `La chiave è già usata dalla domanda n. ${otherPosition}.`,
  textRequired: 'Il testo della domanda è obbligatorio.',
  unsafeCharacters: (position: number) =>
    `La domanda n. ${position} contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma) nella chiave, nel testo, nella nota o nelle risposte: riscrivili.`,
  atLeastTwoOptions: validationMessages.atLeastTwoAnswers,
  emptyOption: (position: number) => `La risposta n. ${position} è vuota.`,
  repeatedOption: (value: string) => `La risposta "${value}" è ripetuta.`,
  emptyCondition: (position: number) => `La condizione n. ${position} è vuota.`,
  conditionUnknown: (position: number, variable: string) =>
    `La condizione n. ${position} si riferisce a "${variable}", che non è una domanda del modello.`,
  conditionNotEarlier: (position: number, variable: string) =>
    `La condizione n. ${position} si riferisce a "${variable}", che non è una domanda precedente.`,
  conditionNoValue: (position: number, variable: string) =>
    `La condizione n. ${position} su "${variable}" non indica nessuna risposta.`,
  conditionOutsideOptions: (position: number, variable: string, value: string) =>
    `La condizione n. ${position} richiede "${value}", che non è una risposta della domanda "${variable}".`,
  answersTooLarge: (kilobytes: number, budget: number, heaviest: string, heaviestKilobytes: number) =>
    `Le risposte a queste domande possono occupare fino a ${kilobytes} KB, oltre i ${budget} KB che un documento ` +
    `può conservare (la domanda "${shortened(heaviest)}" da sola fino a ${heaviestKilobytes} KB): riduci il numero ` +
    `massimo di elementi dei gruppi (max_items) o la lunghezza massima dei testi (max_length).`,
} as const;
