import { templateMessages } from './templates';

/** Italian messages of the contracts (generated documents): questionnaire, saves, lists, preview and download. */
export const contractMessages = {
  templateNotFound: templateMessages.templateNotFound,
  contractNotFound: 'Documento non trovato.',
  answersNotAMap:
    'Le risposte vanno inviate come elenco di coppie domanda-risposta, per esempio {"durata": "quattro anni"}.',
  typeChanged: 'Il modello di un documento già iniziato non si può cambiare: inizia un nuovo documento.',
  paidCannotChange: 'Il documento è già stato acquistato e non si può più modificare.',
  paidCannotDelete: 'Il documento è già stato acquistato: resta nel tuo archivio e non si può eliminare.',
  staleContract:
    'Il documento è stato modificato nel frattempo, per esempio da un’altra scheda: ricarica la pagina e riprova.',
  templateChanged: 'Il modello è stato aggiornato proprio ora: riprova tra un istante.',
  answersTooLarge: (kilobytes: number, max: number) =>
    `Le risposte sono troppo lunghe per essere salvate (${kilobytes} KB, al massimo ${max} KB): accorcia i testi ` +
    `più lunghi o togli qualche elemento dei gruppi.`,
  previewNeedsCompleted:
    'L’anteprima è disponibile dopo aver completato il questionario: conferma le risposte dal riepilogo.',
  notPayable: 'Il documento va completato prima dell’acquisto: conferma le risposte dal riepilogo.',
  paymentRequired:
    'Il documento completo è disponibile dopo l’acquisto: completa il pagamento per scaricarlo.',
  documentNotReady: 'Il documento acquistato è in preparazione: riprova tra qualche istante.',
  documentMissing: 'Il file del documento non è disponibile: scrivi all’assistenza indicando il documento.',
  pdfInPreparation: 'Il PDF del documento è in preparazione: sarà pronto tra qualche istante.',
  pdfUnavailable:
    'La conversione in PDF non è attiva su questo server: scarica il documento DOCX oppure riprova più tardi.',
  pdfTooLarge:
    'Il documento è troppo esteso per essere convertito in PDF: scarica il documento in formato DOCX, che resta sempre disponibile.',
  unknownFormat: 'Formato non disponibile: il documento si scarica come docx o come pdf.',
  previewMissing: 'L’anteprima del modello non è disponibile: scrivi all’assistenza indicando il documento.',
  searchTooShort: 'Per cercare scrivi almeno tre lettere di una parola, per esempio «Ros» per trovare Rossi.',
  nameInvalid: 'Il nome del documento contiene caratteri non ammessi: usa lettere, cifre e punteggiatura.',
  /** The preview's file name, before the extension: «Anteprima - » and the document's name. */
  previewTitle: (name: string) => `Anteprima - ${name}`,
  /** The purchased document's file name, before the extension: its name and the purchase date (DD-MM-YYYY). */
  documentTitle: (name: string, purchaseDate: string) => `${name} - ${purchaseDate}`,
} as const;
