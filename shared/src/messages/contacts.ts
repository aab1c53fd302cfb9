/**
 * Italian messages of the address book (docs/api.md, "Address book"): one per field, short enough to sit under
 * the field in two lines on a phone.
 */
export const contactMessages = {
  kind: 'Indica se il contatto è una persona fisica o una persona giuridica.',
  nome: 'Inserisci il nome.',
  cognome: 'Inserisci il cognome.',
  personName: 'Usa solo lettere, spazi, apostrofi, trattini e punti.',
  sesso: 'Indica il sesso: M o F, come nel codice fiscale.',
  luogoNascita: 'Inserisci il luogo di nascita (comune o Stato estero).',
  dataNascita: 'Data di nascita non valida: indica una data esistente.',
  dataNascitaRange: 'La data di nascita deve essere tra il 1900 e oggi.',
  codiceFiscalePerson: 'Codice fiscale non valido: 16 caratteri, l’ultimo di controllo.',
  codiceFiscaleAgreement: (disagreeing: 'sex' | 'date' | 'both') =>
    `Il codice fiscale non corrisponde ${
      disagreeing === 'sex'
        ? 'al sesso indicato'
        : disagreeing === 'date'
          ? 'alla data di nascita indicata'
          : 'al sesso e alla data di nascita indicati'
    }.`,
  codiceFiscaleCompany: 'Codice fiscale non valido: 11 cifre o 16 caratteri, con il controllo.',
  partitaIva: 'Partita IVA non valida: 11 cifre, l’ultima di controllo.',
  indirizzo: 'Inserisci l’indirizzo (via e numero civico).',
  cap: 'CAP non valido: servono 5 cifre.',
  comune: 'Inserisci il comune.',
  provincia: 'Provincia non valida: indica la sigla di una provincia italiana.',
  pec: 'Indirizzo PEC non valido.',
  email: 'Indirizzo e-mail non valido.',
  telefono: 'Numero di telefono non valido: cifre, spazi e un + iniziale.',
  denominazione: 'Inserisci la denominazione.',
  rea: 'Numero REA non valido: sigla della provincia e numero (RM-1234567).',
  rappresentanteNome: 'Inserisci il nome del rappresentante.',
  rappresentanteCognome: 'Inserisci il cognome del rappresentante.',
  rappresentanteQualifica: 'Inserisci la qualifica (per esempio Amministratore unico).',
  tooLong: (max: number) => `Il testo è troppo lungo: al massimo ${max} caratteri.`,
  controlCharacters: 'Il testo contiene caratteri non ammessi (a capo, tabulazioni...).',
  notText: 'Deve essere un testo.',
  notExpected: (kind: 'persona_fisica' | 'persona_giuridica') =>
    `Campo non previsto per una ${kind === 'persona_fisica' ? 'persona fisica' : 'persona giuridica'}.`,
  blank: 'Campo vuoto: se il dato non c’è, lascia fuori il campo (o inviane null).',
  unknownFields: (names: string[]) => `Campi sconosciuti: ${names.join(', ')}.`,
  contactNotFound: 'Contatto non trovato.',
  limitReached: (max: number) =>
    `La rubrica ha già ${max.toLocaleString('it-IT')} contatti, il massimo: elimina quelli che non servono più.`,
  created: 'Contatto aggiunto alla rubrica.',
  saved: 'Modifiche al contatto salvate.',
  deleted: 'Contatto eliminato dalla rubrica.',
  empty: 'La rubrica è vuota: aggiungi il primo contatto con «Nuovo contatto».',
  noMatch: 'Nessun contatto corrisponde alla ricerca.',
  contactChanged:
    'Il contatto è stato modificato nel frattempo, per esempio da un’altra scheda: ricarica e riprova.',
} as const;

/**
 * Each attribute of a contact as pages and the API's messages name it (`"Codice fiscale: ..."`): the schema's
 * labels, and the lines of «Salva in rubrica»'s list of changes.
 */
export const contactAttributeLabels = {
  kind: 'Tipo',
  nome: 'Nome',
  cognome: 'Cognome',
  sesso: 'Sesso',
  luogo_nascita: 'Luogo di nascita',
  data_nascita: 'Data di nascita',
  denominazione: 'Denominazione',
  partita_iva: 'Partita IVA',
  codice_fiscale: 'Codice fiscale',
  indirizzo: 'Indirizzo',
  cap: 'CAP',
  comune: 'Comune',
  provincia: 'Provincia',
  rea: 'REA',
  pec: 'PEC',
  email: 'E-mail',
  telefono: 'Telefono',
  rappresentante_nome: 'Nome del rappresentante',
  rappresentante_cognome: 'Cognome del rappresentante',
  rappresentante_qualifica: 'Qualifica del rappresentante',
} as const;

/** «Scegli dalla rubrica» and «Salva in rubrica» on a party group's item in the questionnaire. */
export const contactPickerMessages = {
  pick: 'Scegli dalla rubrica',
  save: 'Salva in rubrica',
  pickTitle: (item: string) => `Scegli dalla rubrica: ${item}`,
  searchLabel: 'Cerca per nome, cognome o denominazione',
  searching: 'Ricerca in corso...',
  found: (shown: number, total: number) =>
    total === 1
      ? '1 contatto trovato.'
      : shown < total
        ? `${total} contatti trovati: ecco i primi ${shown}, affina la ricerca per vedere gli altri.`
        : `${total} contatti trovati.`,
  empty: 'La rubrica è vuota: i contatti si aggiungono dalla pagina Rubrica.',
  filled: (name: string, item: string) =>
    `I dati di ${name} sono stati inseriti in ${item}: controllali, restano modificabili.`,
  saveTitle: 'Salva in rubrica',
  createIntro: 'Verrà aggiunto alla rubrica un nuovo contatto con questi dati:',
  updateIntro: (name: string) => `Il contatto «${name}» della rubrica cambierà così:`,
  sameCodeIntro: (name: string) =>
    `In rubrica c’è già «${name}», con lo stesso codice: il contatto cambierà così, senza crearne un altro:`,
  looking: 'Ricerca del contatto in rubrica...',
  noChanges: (name: string) =>
    `Il contatto «${name}» della rubrica ha già questi dati: non c’è nulla da salvare.`,
  none: '(nessun dato)',
  becomes: 'diventa',
  confirmCreate: 'Aggiungi alla rubrica',
  confirmUpdate: 'Salva le modifiche',
  created: (name: string) => `Il contatto «${name}» è stato aggiunto alla rubrica.`,
  updated: (name: string) => `Le modifiche al contatto «${name}» sono state salvate in rubrica.`,
  refused: (message: string) => `Rubrica: ${message}`,
} as const;
