/** Italian texts of the staff area: form rules beyond validation.ts, toasts and empty lists (spec sections 2, 8). */
export const adminMessages = {
  priceDecimals: 'Il prezzo può avere al massimo due decimali.',
  maxBelowMin: 'Il massimo non può essere inferiore al minimo.',
  keyTaken: "Questa chiave è già usata da un'altra domanda.",
  conditionInvalid: 'La condizione non è valida.',

  templateStatusLoading: 'Aggiorno lo stato del master...',
  templateStatusDone: 'Stato del master aggiornato',
  templateDeleted: 'Master eliminato',
  templateSaved: 'Master salvato',
  templateSavedStaying: 'Master salvato: puoi continuare a modificarlo.',
  templateSavedForQuestions: 'Master salvato (sospeso): ora scrivi le domande.',
  editorLoading: 'Creazione di un nuovo utente editor in corso...',
  editorCreated: 'Nuovo utente editor creato con successo',
  categoryCreated: 'Nuova categoria creata con successo',
  categoryUpdated: 'Categoria modificata con successo',
  categoryDeleted: 'Categoria eliminata',
  userStatusLoading: "Aggiorno lo stato dell'utente...",
  userStatusDone: "Stato dell'utente aggiornato",

  noDocuments: 'Non ci sono dei documenti generati',
  noTemplates: 'Non ci sono dei Master inseriti',
  noCategories: 'Non ci sono dei Categorie inserite',
  noUsers: 'Non ci sono utenti',
} as const;
