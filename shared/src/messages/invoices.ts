/** Italian messages of billing data and invoices (docs/api.md, Invoices). */
export const invoiceMessages = {
  billing: {
    kind: 'Indica se fatturare a un professionista o a uno studio.',
    name: 'Inserisci il nome.',
    surname: 'Inserisci il cognome.',
    denominazione: 'Inserisci la denominazione dello studio.',
    codiceFiscalePerson:
      'Codice fiscale non valido: servono 16 caratteri con il carattere di controllo corretto.',
    codiceFiscaleStudio:
      'Codice fiscale non valido: servono 16 caratteri (persona) o 11 cifre (studio) con il controllo corretto.',
    partitaIva: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta.',
    indirizzo: "Inserisci l'indirizzo (via e numero civico).",
    cap: 'CAP non valido: servono 5 cifre.',
    comune: 'Inserisci il comune.',
    provincia: 'Provincia non valida: scegli la sigla di una provincia italiana.',
    codiceDestinatario: 'Codice destinatario non valido: servono 7 lettere o cifre.',
    pecDestinatario: 'PEC di recapito non valida.',
    tooLong: 'Il testo è troppo lungo.',
    latinOnly: 'Usa solo lettere, cifre e segni dell’alfabeto latino.',
  },
  billingNotFound: 'Utente non trovato.',
  invoiceNotFound: 'Fattura non disponibile: non è ancora stata emessa o non esiste.',
  badMonth: 'Indica il mese nella forma AAAA-MM.',
  nothingToExport: 'In questo mese non è stata emessa nessuna fattura: non c’è niente da esportare.',
} as const;
