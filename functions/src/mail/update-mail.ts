import { MOTIVO_WORDS, type ReleaseNotes } from '@redigo/shared/domain/template-versions';
import { absoluteUrl } from '@redigo/shared/paths';
import { product } from '@redigo/shared/product';
import type { OutgoingMail } from '../ports/mailer';
import { renderMail } from './mail-layout';

/** How many documents a buyers' mail names; the others are counted («e altri N»). */
const UPDATE_MAIL_MAX_NAMES = 20;

/** The lawyer a buyers' mail goes to: the name to greet and the account's PEC. */
export interface UpdateMailLawyer {
  name: string;
  surname: string;
  pec: string;
}

/** One of the lawyer's paid documents on an older version, and whether its update is free. */
interface UpdatedDocument {
  name: string;
  free: boolean;
}

export interface UpdateMailContent {
  templateName: string;
  version: number;
  notes: ReleaseNotes;
  /** The lawyer's paid documents on older versions, newest first. */
  documents: UpdatedDocument[];
}

const capitalized = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** What the mail says of the price: free for all, for none, or for those marked. */
const priceSentence = (documents: UpdatedDocument[]): string => {
  const free = documents.filter((document) => document.free).length;
  if (free === documents.length)
    return 'L’aggiornamento è gratuito: nel tuo archivio, accanto a ciascun documento, trovi «Aggiorna alla versione»; le risposte già date vengono riportate e il questionario chiede soltanto ciò che è nuovo.';
  if (free === 0)
    return 'L’aggiornamento si acquista al prezzo del modello, come un nuovo documento: le risposte già date vengono riportate e il questionario chiede soltanto ciò che è nuovo.';
  return 'L’aggiornamento è gratuito per i documenti indicati come tali, acquistati non più di un anno prima della pubblicazione della nuova versione; per gli altri si acquista al prezzo del modello. In ogni caso le risposte già date vengono riportate.';
};

/** The documents named (at most UPDATE_MAIL_MAX_NAMES), each marked free when only some are. */
const documentLines = (documents: UpdatedDocument[]): string[] => {
  const mixed = documents.some((document) => document.free) && documents.some((document) => !document.free);
  const named = documents
    .slice(0, UPDATE_MAIL_MAX_NAMES)
    .map((document) =>
      mixed && document.free ? `${document.name} (aggiornamento gratuito)` : document.name,
    );
  const others = documents.length - named.length;
  return others > 0 ? [...named, `e altri ${others}`] : named;
};

/**
 * The buyers' mail of a published version (docs/api.md, "Template versions and updates"): to a lawyer who owns paid
 * documents on older versions, in the product's layout, plain text and HTML. A service message about a purchase,
 * sent whatever the newsletter consent.
 */
export const updateMail = (
  appUrl: string,
  lawyer: UpdateMailLawyer,
  content: UpdateMailContent,
): OutgoingMail => {
  const { notes } = content;
  const count = content.documents.length;
  return renderMail({
    to: lawyer.pec,
    subject: `Aggiornamento del modello «${content.templateName}»`,
    greeting: `Gentile ${lawyer.name} ${lawyer.surname}`,
    paragraphs: [
      `il modello «${content.templateName}», con cui hai redatto ${count === 1 ? 'un documento acquistato' : `${count} documenti acquistati`} su ${product.name}, è stato aggiornato alla versione ${content.version}.`,
      `Motivo: ${capitalized(MOTIVO_WORDS[notes.motivo])}.`,
      `Che cosa cambia: ${notes.nota}`,
      ...(notes.riferimento ? [`Riferimento normativo: ${notes.riferimento.replace(/\.$/, '')}.`] : []),
      count === 1 ? 'Il documento interessato:' : 'I documenti interessati:',
      { items: documentLines(content.documents) },
      priceSentence(content.documents),
    ],
    action: {
      label: 'Vedi i documenti da aggiornare',
      url: absoluteUrl(appUrl, 'historical', { aggiornamenti: '1' }),
    },
    closing: [
      `Ricevi questo messaggio perché hai acquistato documenti redatti con questo modello: è una comunicazione di servizio sui tuoi acquisti, inviata indipendentemente dal consenso alla newsletter. I documenti già acquistati restano nel tuo archivio così come sono.`,
    ],
  });
};
