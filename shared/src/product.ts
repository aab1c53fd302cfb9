/** Fixed facts about the product that both the SPA and the e-mails show. */
export const product = {
  name: 'Redigo',
  tagline: 'Contratti su misura per avvocati',
  supportEmail: 'supporto@redigo.it',
  faqUrl: 'https://www.redigo.it/faq',
  termsUrl: 'https://www.redigo.it/termini-e-condizioni',
  privacyUrl: 'https://www.redigo.it/privacy',
} as const;

/** Subjects of the support e-mails the profile page prepares (docs/product-spec.md, Profile). */
export const supportSubjects = {
  changePec: 'Modifica PEC',
  deleteAccount: 'Cancellazione Account',
  barRegistration: 'Dati di iscrizione all’Ordine',
} as const;
