import { clientLinkUrl } from '@redigo/shared/client-link-url';
import { formatShortDate, parseIsoDate } from '@redigo/shared/italian/calendar';
import { absoluteUrl } from '@redigo/shared/paths';
import { product } from '@redigo/shared/product';
import type { OutgoingMail } from '../ports/mailer';
import { renderMail } from './mail-layout';

/** Who asks: the lawyer as the client reads it, with the studio when there is one. */
export interface AskingLawyer {
  name: string;
  surname: string;
  pec: string;
  studio?: string;
}

/** The link a mail is about: to whom, for which contract. */
interface MailedLink {
  email: string;
  name: string;
  title: string;
  message?: string;
  expiresAt: string;
}

const lawyerName = (lawyer: AskingLawyer): string => `l’avv. ${lawyer.name} ${lawyer.surname}`;
const asker = (lawyer: AskingLawyer): string =>
  `${lawyerName(lawyer)}${lawyer.studio ? ` (${lawyer.studio})` : ''}`;
const capitalised = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** `23/11/2026 alle 14:05`, in Italy's time. */
const whenItalian = (iso: string): string => {
  const date = new Date(iso);
  const time = new Intl.DateTimeFormat('it-IT', {
    timeZone: 'Europe/Rome',
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
  const day = parseIsoDate(new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(date));
  return `${day ? formatShortDate(day) : iso.slice(0, 10)} alle ${time}`;
};

/**
 * The mails of the client's data by link (docs/api.md), in Italian, in the product's layout, plain text and HTML:
 * to the client the link and the code (plain words: the client is the public), to the lawyer the data sent and the
 * link locked. A mail never carries the contract's price or text, nor any answer.
 */
export interface ClientLinkMails {
  link(lawyer: AskingLawyer, link: MailedLink, token: string): OutgoingMail;
  code(lawyer: AskingLawyer, link: MailedLink, code: string, minutes: number): OutgoingMail;
  submitted(lawyer: AskingLawyer, link: MailedLink): OutgoingMail;
  locked(lawyer: AskingLawyer, link: MailedLink): OutgoingMail;
}

export const createClientLinkMails = (appUrl: string): ClientLinkMails => ({
  link: (lawyer, link, token) =>
    renderMail({
      to: link.email,
      subject: `${capitalised(lawyerName(lawyer))} ti chiede i dati per «${link.title}»`,
      greeting: `Gentile ${link.name}`,
      paragraphs: [
        `${asker(lawyer)} sta preparando per te il contratto «${link.title}» e ti chiede di inserire i tuoi dati (nome, codice fiscale, indirizzo e simili) in una pagina sicura, senza creare alcun account.`,
        ...(link.message ? [`Il messaggio dell’avvocato: «${link.message}»`] : []),
        `Apri il link qui sotto: ti manderemo a questo indirizzo un codice di 6 cifre per entrare. Il link vale fino al ${whenItalian(link.expiresAt)}.`,
      ],
      action: { label: 'Inserisci i tuoi dati', url: clientLinkUrl(appUrl, token) },
      closing: [
        'L’avvocato controllerà i dati prima di inserirli nel contratto. Non condividere questo link: è solo per te.',
        `Se non conosci ${lawyerName(lawyer)} o non aspettavi questo messaggio, ignoralo: senza il codice nessuno può usare il link.`,
      ],
    }),

  code: (lawyer, link, code, minutes) =>
    renderMail({
      to: link.email,
      subject: `Il tuo codice per inserire i dati: ${code}`,
      greeting: `Gentile ${link.name}`,
      paragraphs: [
        `ecco il codice per inserire i dati che ti ha chiesto ${asker(lawyer)} per «${link.title}»:`,
        code,
        `Il codice vale ${minutes} minuti. Se ne chiedi un altro, questo non vale più.`,
      ],
      closing: [
        'Non comunicare il codice a nessuno: l’avvocato e il nostro supporto non te lo chiederanno mai.',
        'Se non hai chiesto tu il codice, ignora questo messaggio.',
      ],
    }),

  submitted: (lawyer, link) =>
    renderMail({
      to: lawyer.pec,
      subject: `${link.name} ha inviato i dati per «${link.title}»`,
      greeting: `Gentile ${lawyer.name} ${lawyer.surname}`,
      paragraphs: [
        `${link.name} (${link.email}) ha inviato i dati che hai chiesto per la bozza «${link.title}».`,
        `Le risposte non sono ancora nel contratto: le trovi nella bozza, nel tuo archivio di ${product.name}, dove per ciascuna puoi scegliere se accettarla, modificarla o rifiutarla.`,
      ],
      action: { label: 'Apri l’archivio', url: absoluteUrl(appUrl, 'historical') },
    }),

  locked: (lawyer, link) =>
    renderMail({
      to: lawyer.pec,
      subject: `Link bloccato: dati di ${link.name} per «${link.title}»`,
      greeting: `Gentile ${lawyer.name} ${lawyer.surname}`,
      paragraphs: [
        `il link con cui hai chiesto i dati a ${link.name} (${link.email}) per la bozza «${link.title}» è stato bloccato dopo 5 codici sbagliati di fila.`,
        'Potrebbe essere un errore del cliente o un tentativo di accesso di qualcun altro. Se serve ancora, crea un nuovo link dalla bozza: quello bloccato non funzionerà più.',
      ],
      action: { label: 'Apri l’archivio', url: absoluteUrl(appUrl, 'historical') },
    }),
});
