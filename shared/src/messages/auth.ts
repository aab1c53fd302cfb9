import type { UserStatus } from '../domain/user';
import { product } from '../product';
import { validationMessages } from './validation';

const inMinutes = (minutes: number): string => (minutes === 1 ? 'un minuto' : `${minutes} minuti`);

/** Italian messages of the accounts: registration, login, tokens, passwords, users (docs/product-spec.md 5, 8). */
export const authMessages = {
  invalidCredentials: 'Credenziali Email o Password non valide',
  emailNotVerified: 'Verifica la tua E-Mail per poter accedere.',
  accountPending:
    "Il tuo account è in attesa di approvazione: stiamo verificando l'iscrizione all'Albo degli Avvocati. Riceverai una PEC appena potrai accedere.",
  accountSuspended: `Il tuo account è sospeso. Per informazioni scrivi a ${product.supportEmail}.`,
  accountRejected: `La tua richiesta di registrazione non è stata accolta. Per informazioni scrivi a ${product.supportEmail}.`,
  tooManyAttempts: (minutes: number) =>
    `Troppi tentativi di accesso non riusciti. Riprova tra ${inMinutes(minutes)} oppure reimposta la password.`,
  tooManyRequests: (minutes: number) =>
    `Troppe richieste da questa connessione in poco tempo. Riprova tra ${inMinutes(minutes)}.`,
  verifyFailed: "Verifica dell'E-mail fallita",
  resetFailed: 'Reset della password fallito',
  weakPassword: validationMessages.weakPassword,
  sessionExpired: 'Sessione non valida o scaduta: accedi di nuovo.',
  statusTransition: (from: UserStatus, to: UserStatus) =>
    `Non è possibile passare dallo stato "${from}" allo stato "${to}".`,
  statusChanged: "Lo stato dell'utente è cambiato nel frattempo: ricarica l'elenco e riprova.",
  ownStatus: 'Non puoi cambiare lo stato del tuo stesso account.',
  userNotFound: 'Utente non trovato.',
  duplicatePec: 'Esiste già un account con questa PEC.',
  onlyEditors: 'Da qui si possono creare solo utenti editor.',
  invalidStatusFilter: 'Stato non valido.',
  barCouncil: "Scegli un Ordine dall'elenco.",
  codiceFiscale: 'Servono 16 caratteri con il carattere di controllo corretto.',
} as const;
