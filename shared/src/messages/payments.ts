/** Italian messages of payments: the cart's failure banner (docs/product-spec.md section 8) and its reasons. */
export const paymentMessages = {
  /** The spec's text, word for word: every payment that is not verified answers 402 with it. */
  paymentFailed:
    "Operazione non uscita. L'acquisto non è andato a buon fine: si prega di effettuare un nuovo tentativo di pagamento.",
  /** Why a payment was not verified; sent in `errors` beside the spec's message. */
  reasons: {
    unknownSession: 'La sessione di pagamento indicata non esiste.',
    notPaid: 'Il pagamento non risulta completato.',
    otherDocument: 'La sessione di pagamento non riguarda questo documento.',
    wrongAmount: "L'importo pagato non corrisponde al prezzo del documento, IVA inclusa.",
    paidElsewhere: 'Il documento risulta già acquistato con un altro pagamento.',
  },
  paymentNotFound: 'Pagamento non trovato.',
  providerUnavailable:
    'Il servizio di pagamento non risponde: il pagamento non è perso, riprova tra qualche minuto.',
  badSignature: 'Firma del webhook Stripe mancante o non valida.',
  badEvent: 'Evento Stripe non leggibile.',
} as const;
