import { product } from '@redigo/shared/product';
import type { OutgoingMail } from '../ports/mailer';

/** The parts of one mail; the layout adds the greeting's comma, the signature and the support line. */
export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs, or lists (`{ items }`: a bulleted list in HTML, lines starting with «- » in text). */
  paragraphs: (string | MailList)[];
  action?: { label: string; url: string };
  /** Paragraphs after the action, e.g. what to do if the mail was unexpected. */
  closing?: string[];
}

/** A list of short lines in a mail (names of documents, say). */
interface MailList {
  items: string[];
}

const escapeHtml = (text: string): string =>
  text.replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? '',
  );

/** Names typed by people end up in subjects: no line breaks or control characters there. */
const singleLine = (text: string): string =>
  text
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const SIGNATURE = `Il team di ${product.name}`;
const SUPPORT = `Per assistenza scrivi a ${product.supportEmail}.`;

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f2933;font-size:15px;line-height:1.5';
const paragraphHtml = (text: string): string =>
  `<p style="margin:0 0 16px">${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

const blockHtml = (block: string | MailList): string =>
  typeof block === 'string'
    ? paragraphHtml(block)
    : `<ul style="margin:0 0 16px;padding-left:20px">${block.items
        .map((item) => `<li>${escapeHtml(item)}</li>`)
        .join('')}</ul>`;

const blockText = (block: string | MailList): string =>
  typeof block === 'string' ? block : block.items.map((item) => `- ${item}`).join('\n');

const actionHtml = ({ label, url }: { label: string; url: string }): string => {
  const href = escapeHtml(url);
  return [
    '<p style="margin:24px 0">',
    `<a href="${href}" style="background:#1d4ed8;color:#ffffff;padding:12px 20px;border-radius:6px;`,
    `text-decoration:none;font-weight:bold;display:inline-block">${escapeHtml(label)}</a></p>`,
    '<p style="margin:0 0 16px;font-size:13px;color:#52606d">Se il pulsante non funziona, copia questo ',
    `indirizzo nel browser:<br><a href="${href}" style="color:#1d4ed8;word-break:break-all">${href}</a></p>`,
  ].join('');
};

/** A mail in plain text and simple, inline-styled HTML, with the same words in both. */
export const renderMail = (content: MailContent): OutgoingMail => {
  const greeting = `${singleLine(content.greeting)},`;
  const closing = content.closing ?? [];
  const text = [
    greeting,
    ...content.paragraphs.map(blockText),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`] : []),
    ...closing,
    SIGNATURE,
    SUPPORT,
  ].join('\n\n');
  const html = [
    '<!doctype html><html lang="it"><body style="margin:0;padding:24px;background:#f5f7fa">',
    `<div style="max-width:560px;margin:0 auto;background:#ffffff;padding:32px;border-radius:8px;${FONT}">`,
    `<p style="margin:0 0 16px;font-size:18px;font-weight:bold;color:#1d4ed8">${escapeHtml(product.name)}</p>`,
    paragraphHtml(greeting),
    ...content.paragraphs.map(blockHtml),
    ...(content.action ? [actionHtml(content.action)] : []),
    ...closing.map(paragraphHtml),
    paragraphHtml(SIGNATURE),
    `<p style="margin:24px 0 0;font-size:13px;color:#52606d">${escapeHtml(SUPPORT)}</p>`,
    '</div></body></html>',
  ].join('');
  return { to: content.to, subject: singleLine(content.subject), text, html };
};
