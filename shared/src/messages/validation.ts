import { TEMPLATE_LIMITS } from '../domain/question';

/** Form and request validation messages (docs/product-spec.md section 5). */
export const validationMessages = {
  required: 'Campo obbligatorio.',
  invalid: 'Campo non valido',
  pec: 'Indirizzo PEC non valido.',
  passwordMismatch: 'Le password non combaciano',
  weakPassword: 'La password non rispetta i requisiti minimi di sicurezza.',
  checkbox: 'Conferma questo campo per poter procedere.',
  number: 'Deve essere un numero',
  url: 'Inserisci un URL valido',
  docxRequired: 'È necessario inserire un file .docx',
  sameFileNames: "Il master e l'anteprima devono avere titoli diversi.",
  questionKeyDigit: 'La chiave non può iniziare con un numero',
  atLeastTwoAnswers: 'Inserisci almeno 2 risposte',
  answerRequired: 'Campo obbligatorio.',
  tooLong: 'Il testo è troppo lungo.',
  personName:
    'Usa solo lettere, spazi, apostrofi, trattini e punti (niente numeri, simboli o indirizzi web).',
  notAList: 'Deve essere un elenco.',
  notABoolean: 'Deve essere vero o falso.',
  tooManyQuestions: `Un modello può avere al massimo ${TEMPLATE_LIMITS.questions} domande.`,
  tooManyOptions: `Una domanda a scelta può avere al massimo ${TEMPLATE_LIMITS.options} risposte.`,
  optionTooLong: `Ogni risposta può avere al massimo ${TEMPLATE_LIMITS.optionLength} caratteri.`,
  unsafeCharacters:
    'Il testo contiene caratteri non validi (invisibili o riservati, spesso incollati da un altro programma): riscrivilo.',
} as const;
