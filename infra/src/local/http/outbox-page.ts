import type { OutboxMail } from '@redigo/functions/infrastructure';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const linkify = (text: string): string =>
  escapeHtml(text).replace(/https?:\/\/[^\s<>"')]+/g, (url) => `<a href="${url}">${url}</a>`);

const mailCard = (mail: OutboxMail): string => `
<article class="mail">
  <header><strong>${escapeHtml(mail.subject)}</strong><span>${escapeHtml(mail.createdAt)}</span></header>
  <p class="to">A: ${escapeHtml(mail.to)}</p>
  <pre>${linkify(mail.text)}</pre>
</article>`;

/** How many mails the outbox holds, in Italian: one mail is «1 messaggio». */
const countOf = (count: number): string =>
  count === 1 ? '1 messaggio.' : `${count} messaggi, dal più recente.`;

/** The local outbox as a page: every mail, newest first, with its links clickable. */
export const renderOutboxPage = (mails: OutboxMail[]): string => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Posta in uscita (locale) – Redigo</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:56rem;color:#1d2a44;background:#f7f3ec}
h1{font-size:1.4rem} .mail{background:#fff;border:1px solid #d9cdb8;border-radius:8px;padding:1rem;margin:1rem 0}
.mail header{display:flex;justify-content:space-between;gap:1rem} .to{color:#5b6478;margin:.3rem 0}
pre{white-space:pre-wrap;font-family:inherit} a{color:#1d2a44}
</style></head><body>
<h1>Posta in uscita (solo in locale)</h1>
<p>${mails.length === 0 ? 'Nessun messaggio inviato finora.' : `${countOf(mails.length)} Anche in JSON: <a href="/_local/mail.json">/_local/mail.json</a>.`}</p>
${mails.map(mailCard).join('\n')}
</body></html>`;
