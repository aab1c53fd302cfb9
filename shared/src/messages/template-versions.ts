import { RELEASE_NOTES_LIMITS as LIMITS } from '../domain/template-versions';

/** Italian messages of template versions, release notes, updates and their redline (docs/api.md). */
export const templateVersionMessages = {
  notesRequired:
    'Per pubblicare una nuova versione del modello servono le note di rilascio: il motivo, una nota che spieghi agli avvocati che cosa cambia e, per una modifica normativa, il riferimento alla norma.',
  motivo: 'Motivo: scegli tra modifica normativa, correzione e miglioramento.',
  notaMissing: `Nota: scrivi che cosa cambia, in almeno ${LIMITS.notaMin} caratteri.`,
  notaNotText: 'Nota: deve essere un testo.',
  notaTooShort: `Nota: scrivi almeno ${LIMITS.notaMin} caratteri.`,
  notaTooLong: `Nota: al massimo ${LIMITS.notaMax} caratteri.`,
  notaCharacters:
    'Nota: scrivi solo testo semplice (gli a capo sono ammessi; tabulazioni, caratteri di controllo e caratteri invisibili no).',
  riferimentoMissing:
    'Riferimento: per una modifica normativa indica la norma che la richiede, per esempio «art. 1, comma 59, L. 30 dicembre 2024, n. 207».',
  riferimentoNotText: 'Riferimento: deve essere un testo.',
  riferimentoTooLong: `Riferimento: al massimo ${LIMITS.riferimentoMax} caratteri.`,
  riferimentoCharacters:
    'Riferimento: scrivi il riferimento su una sola riga, senza caratteri di controllo né caratteri invisibili.',

  noNewerVersion:
    'Il modello di questo documento non ha una versione più recente da applicare, oppure è stato sospeso o eliminato.',
  notAnUpdate: 'Questo documento non è l’aggiornamento di un documento acquistato.',
  alreadyPaid: 'L’aggiornamento è già stato ottenuto: il documento è nel tuo archivio.',
  notFree: 'Questo aggiornamento non è gratuito: puoi acquistarlo dal carrello come ogni documento.',
  freeAlreadyClaimed:
    'L’aggiornamento gratuito di questo contratto a questa versione è già stato ottenuto: questa copia puoi acquistarla dal carrello come ogni documento.',
  claimNeedsCompleted:
    'Per ottenere l’aggiornamento completa prima il questionario: conferma le risposte dal riepilogo.',
  redlineNotAnUpdate:
    'Il confronto è disponibile solo per un documento ottenuto aggiornando un documento acquistato.',
  redlineNeedsPayment:
    'Il confronto è disponibile quando sia il documento originale sia il suo aggiornamento sono stati acquistati.',
  redlineInPreparation:
    'Il confronto tra le due versioni è in preparazione: sarà pronto tra qualche istante.',
  comparisonTooLarge:
    'I documenti sono troppo estesi per prepararne il confronto: scarica i due documenti, che restano sempre disponibili.',
  comparisonFailed:
    'Non è stato possibile preparare il confronto tra questi documenti: scarica i due documenti, che restano sempre disponibili, o scrivi all’assistenza.',
  comparisonUnavailable:
    'Il confronto dei documenti non è attivo su questo server: scarica i due documenti oppure riprova più tardi.',
  compareInPreparation:
    'Il confronto tra le due versioni del modello è in preparazione: riprova tra qualche istante.',
  versionNotFound: 'Versione del modello non trovata.',
  compareKind: 'Il documento da confrontare è "master" oppure "preview" (l’anteprima).',
  /** The redline's file name, before the extension. */
  redlineTitle: (name: string) => `${name} - confronto`,
} as const;
