import { validationMessages } from './validation';

/** Italian messages of the catalogue: categories, templates, their uploads and test downloads. */
export const templateMessages = {
  categoryNotFound: 'Categoria non trovata.',
  categoryUnknown: "La categoria scelta non esiste: scegline una dall'elenco.",
  duplicateCategory: 'Esiste già una categoria con questo nome.',
  categoryInUse:
    "La categoria è usata da almeno un modello: sposta i modelli in un'altra categoria prima di eliminarla.",
  categoryChanged: "La categoria è cambiata nel frattempo: ricarica l'elenco e riprova.",

  templateNotFound: 'Modello non trovato.',
  staleTemplate:
    'Il modello è stato modificato nel frattempo da qualcun altro: ricarica la pagina e ripeti le modifiche.',
  tooBig: 'Il modello è troppo grande: riduci il numero o la lunghezza delle domande.',
  fileUnknown: (key: string) => `Il file "${key}" non risulta caricato: caricalo di nuovo.`,
  fileTaken: (key: string) => `Il file "${key}" appartiene già a un altro modello: caricalo di nuovo.`,
  fileUnavailable: (key: string) =>
    `Il file "${key}" non è più disponibile o appartiene a un altro modello: caricalo di nuovo.`,
  sameFile: validationMessages.sameFileNames,
  publishNeedsFiles: "Per pubblicare il modello servono sia il master sia l'anteprima.",
  publishNeedsQuestions: 'Per pubblicare il modello serve almeno una domanda.',
  publishNeedsPaymentLink:
    'Per pubblicare il modello serve il suo link di pagamento Stripe: quello indicato è un segnaposto da sostituire.',
  notPublishable:
    'Il modello non si può pubblicare finché il controllo trova errori: correggi quelli indicati.',
  publishedMustStayValid:
    'Il modello è pubblicato e dopo la modifica non sarebbe più pubblicabile: correggi gli errori indicati o sospendilo prima.',
  noMaster: 'Il modello non ha un master da scaricare.',
  noPreview: "Il modello non ha un'anteprima da scaricare.",
  fileMissing: 'Il documento del modello non è disponibile: caricalo di nuovo.',

  fileNotFound: 'File non trovato.',
  fileOfAnother:
    'Puoi eliminare solo i file che hai caricato tu; un amministratore può eliminare qualsiasi file non usato.',
  fileInUse: 'Il file è usato da un modello o da un documento già avviato e non può essere eliminato.',
  multipartRequired: 'Invia i file come modulo multipart (multipart/form-data).',
  multipartInvalid: 'Il caricamento non è leggibile: riprova a inviare i file.',
  fileRepeated: (field: string) => `Il campo "${field}" contiene più di un file: inviane uno solo.`,
  fileRequired: validationMessages.docxRequired,
  questionsNotJson: 'Le domande inviate non sono un JSON valido.',
  questionsInvalid: 'Le domande inviate non sono valide.',
  testKindInvalid: 'Il documento da provare è "master" oppure "preview" (l’anteprima).',
  answersInvalid: 'Le risposte non sono valide.',
  uploadKindInvalid: "Indica se il file è il master o l'anteprima.",
  uploadNameInvalid: 'Il nome del file deve finire con .docx.',
  uploadNameCharacters:
    'Il nome del file non può contenere caratteri di controllo, caratteri non validi né le barre / e \\: rinomina il file e caricalo di nuovo.',
  uploadNameTooLong: (limit: number) =>
    `Il nome del file supera ${limit} caratteri: rinomina il file con un nome più breve e caricalo di nuovo.`,
  uploadKeyInvalid: 'Il riferimento al file caricato non è valido: carica di nuovo il file.',
  uploadTooLarge: 'Il file supera i 5 MB consentiti.',
  uploadSendFailed: 'Invio del file non riuscito: controlla la connessione e riprova.',
  uploadMissing: 'Il file caricato non si trova più (i caricamenti scadono dopo poco): caricalo di nuovo.',
} as const;
