import { absoluteUrl } from '@redigo/shared/paths';
import { product } from '@redigo/shared/product';
import type { OutgoingMail } from '../ports/mailer';
import { renderMail } from './mail-layout';

/** Who a mail is about or for: enough to greet them and address it. */
interface MailPerson {
  name: string;
  surname: string;
  pec: string;
}

const greet = (person: MailPerson): string => `Gentile ${person.name} ${person.surname}`;
const fullName = (person: MailPerson): string => `${person.name} ${person.surname}`;

/** The account mails, in Italian, with absolute links to the SPA at `appUrl`. */
export interface AccountMails {
  verification(person: MailPerson, token: string): OutgoingMail;
  alreadyRegistered(person: MailPerson): OutgoingMail;
  awaitingApproval(admin: MailPerson, applicant: MailPerson): OutgoingMail;
  approved(person: MailPerson): OutgoingMail;
  reactivated(person: MailPerson): OutgoingMail;
  passwordReset(person: MailPerson, token: string): OutgoingMail;
  passwordChanged(person: MailPerson): OutgoingMail;
}

export const createAccountMails = (appUrl: string): AccountMails => {
  const link = (page: Parameters<typeof absoluteUrl>[1], query?: Record<string, string>) =>
    absoluteUrl(appUrl, page, query);
  const notYou =
    'Se non hai fatto tu questa richiesta, puoi ignorare questo messaggio: il tuo account non cambia.';

  return {
    verification: (person, token) =>
      renderMail({
        to: person.pec,
        subject: `Conferma il tuo indirizzo PEC su ${product.name}`,
        greeting: greet(person),
        paragraphs: [
          `grazie per la registrazione a ${product.name}. Per completarla conferma il tuo indirizzo PEC entro 24 ore.`,
        ],
        action: { label: 'Conferma la PEC', url: link('verifyEmail', { token }) },
        closing: [
          "Dopo la conferma verificheremo la tua iscrizione all'Albo degli Avvocati: riceverai una PEC appena potrai accedere.",
          'Se la registrazione non è partita da te, ignora questo messaggio: senza conferma non verrà attivato alcun account.',
        ],
      }),

    alreadyRegistered: (person) =>
      renderMail({
        to: person.pec,
        subject: `Nuova richiesta di registrazione su ${product.name}`,
        greeting: greet(person),
        paragraphs: [
          `abbiamo ricevuto una richiesta di registrazione con questo indirizzo PEC, che è già associato a un account ${product.name}. Non è stato creato alcun nuovo account.`,
          `Se sei stato tu, puoi accedere con la tua password. Se non la ricordi, puoi reimpostarla da qui: ${link('passwordRecovery')}`,
        ],
        action: { label: `Accedi a ${product.name}`, url: link('login') },
        closing: [notYou],
      }),

    awaitingApproval: (admin, applicant) =>
      renderMail({
        to: admin.pec,
        subject: `Nuova registrazione da approvare: ${fullName(applicant)}`,
        greeting: greet(admin),
        paragraphs: [
          `${fullName(applicant)} (${applicant.pec}) ha confermato il proprio indirizzo PEC ed è in attesa di approvazione.`,
          "Verifica l'iscrizione all'Albo degli Avvocati, poi accetta o rifiuta la richiesta dalla sezione Utenti.",
        ],
        action: { label: 'Apri la sezione Utenti', url: link('users') },
      }),

    approved: (person) =>
      renderMail({
        to: person.pec,
        subject: `Il tuo account ${product.name} è attivo`,
        greeting: greet(person),
        paragraphs: [
          `abbiamo verificato la tua iscrizione all'Albo degli Avvocati: il tuo account ${product.name} è attivo e puoi accedere con la tua PEC e la tua password.`,
        ],
        action: { label: `Accedi a ${product.name}`, url: link('login') },
      }),

    reactivated: (person) =>
      renderMail({
        to: person.pec,
        subject: `Il tuo account ${product.name} è di nuovo attivo`,
        greeting: greet(person),
        paragraphs: [`il tuo account ${product.name} è stato riattivato: puoi di nuovo accedere.`],
        action: { label: `Accedi a ${product.name}`, url: link('login') },
      }),

    passwordReset: (person, token) =>
      renderMail({
        to: person.pec,
        subject: `Reimposta la password di ${product.name}`,
        greeting: greet(person),
        paragraphs: [
          "abbiamo ricevuto una richiesta di reimpostazione della password del tuo account. Per sceglierne una nuova apri questo collegamento entro un'ora; vale una sola volta.",
        ],
        action: { label: 'Reimposta la password', url: link('resetPassword', { token }) },
        closing: [
          'Se non hai fatto tu questa richiesta, ignora questo messaggio: la tua password resta invariata.',
        ],
      }),

    passwordChanged: (person) =>
      renderMail({
        to: person.pec,
        subject: `La password di ${product.name} è stata cambiata`,
        greeting: greet(person),
        paragraphs: [
          'la password del tuo account è stata appena reimpostata e tutte le sessioni aperte sono state chiuse.',
          `Se non sei stato tu, reimpostala subito da qui e scrivici a ${product.supportEmail}: ${link('passwordRecovery')}`,
        ],
        action: { label: `Accedi a ${product.name}`, url: link('login') },
      }),
  };
};
