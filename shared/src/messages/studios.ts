import { studioContractMessages } from './studio-contracts';

/** Italian messages of the studio (docs/api.md, "The studio: several lawyers, one firm"). */
export const studioMessages = {
  ...studioContractMessages,
  studioNotFound: 'Non fai parte di alcuno studio.',
  alreadyInStudio: 'Fai già parte di uno studio: per entrare in un altro devi prima lasciarlo.',
  titolareOnly: 'Solo il titolare dello studio può eseguire questa operazione.',
  billingRequired: 'Indica i dati di fatturazione dello studio.',
  billingKind: 'I dati di fatturazione di uno studio sono di tipo «studio».',
  denominazioneRequired: 'Indica la denominazione dello studio.',
  denominazioneMismatch:
    'La denominazione dello studio e quella dei dati di fatturazione non coincidono: indicane una sola.',
  role: 'Ruolo non valido: indica titolare, avvocato o collaboratore.',
  pec: 'Indirizzo PEC non valido.',
  token: 'Il codice dell’invito non è valido.',
  alreadyMember: 'Questa PEC appartiene già a un membro dello studio.',
  alreadyInvited: 'C’è già un invito in attesa per questa PEC.',
  invitationNotFound: 'Invito non trovato, già usato, revocato o scaduto.',
  invitationForAnother:
    'L’invito è stato inviato a un’altra PEC: accedi con l’account della PEC invitata per accettarlo.',
  memberNotFound: 'Membro dello studio non trovato.',
  lastTitolareRole: 'Lo studio deve avere almeno un titolare: nomina prima un altro titolare.',
  lastTitolareLeaves:
    'L’ultimo titolare non può lasciare uno studio che ha altri membri: nomina prima un altro titolare.',
  studioChanged: 'Lo studio è stato modificato nel frattempo: ricarica e riprova.',
  nothingToExport: 'Nel mese indicato lo studio non ha fatture emesse.',
  month: 'Mese non valido: indica un numero da 1 a 12.',
  year: 'Anno non valido.',
  invitationMail: {
    subject: (denominazione: string) => `Invito a entrare nello studio ${denominazione}`,
    greeting: 'Gentile Avvocato',
    body: (inviter: string, denominazione: string, role: string) =>
      `${inviter} ti invita a entrare nello studio ${denominazione} su Redigo con il ruolo di ${role}.`,
    explain:
      'Entrando nello studio condividerai con gli altri membri l’archivio dei contratti non riservati, la rubrica dello studio e i dati di fatturazione dello studio.',
    action: 'Accetta l’invito',
    expiry: (date: string) =>
      `L’invito vale fino al ${date} e si può usare una sola volta, accedendo con l’account di questa PEC.`,
    notYou:
      'Se non conosci chi ti invita, ignora questo messaggio: senza la tua accettazione non cambia nulla.',
  },
  roleNames: { titolare: 'titolare', avvocato: 'avvocato', collaboratore: 'collaboratore' },
} as const;
