/** Messages of the HTTP layer itself, shared by every route. */
export const httpMessages = {
  invalidJson: 'Il corpo della richiesta non è un JSON valido.',
  invalidBody: 'I dati inviati non sono validi.',
  unauthorized: 'Sessione non valida o scaduta: accedi di nuovo.',
  forbidden: 'Non hai i permessi per questa operazione.',
  notFound: 'Risorsa non trovata.',
  routeNotFound: 'Indirizzo API inesistente.',
  methodNotAllowed: 'Metodo non consentito per questo indirizzo.',
  payloadTooLarge: 'La richiesta è troppo grande.',
  bodyTooLarge: (megabytes: number) =>
    `La richiesta è troppo grande: i dati inviati superano ${megabytes} MB. Invia meno dati alla volta.`,
  internal: 'Si è verificato un errore imprevisto. Riprova più tardi.',
  serviceUnavailable: 'Servizio momentaneamente non disponibile. Riprova tra qualche istante.',
  rateLimited: (seconds: number) =>
    `Troppe richieste in poco tempo da questo account. Riprova tra ${seconds} ${seconds === 1 ? 'secondo' : 'secondi'}.`,
  originRequired: 'Il servizio si raggiunge solo dal sito di Redigo.',
} as const;
