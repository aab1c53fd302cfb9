import { localSdiDirectory, readSdiOutbox, type SdiOutboxEntry } from '@redigo/functions/infrastructure';
import type { LocalRoute } from '../http/local-server';

const NO_STORE = { 'cache-control': 'no-store' };

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const entryCard = (entry: SdiOutboxEntry): string => `
<article class="file">
  <header><strong>${escapeHtml(entry.file_name)}</strong><span>${escapeHtml(entry.sentAt)}</span></header>
  <p class="meta">Destinatario: ${escapeHtml(entry.to)} · Esito: ${entry.status}</p>
  <details><summary>XML</summary><pre>${escapeHtml(entry.xml)}</pre></details>
</article>`;

const renderSdiPage = (entries: SdiOutboxEntry[]): string => `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Sistema di Interscambio (locale) – Redigo</title>
<style>
body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:56rem;color:#1d2a44;background:#f7f3ec}
.file{background:#fff;border:1px solid #d9cdb8;border-radius:8px;padding:1rem;margin:1rem 0}
.file header{display:flex;justify-content:space-between;gap:1rem} .meta{color:#5b6478}
pre{white-space:pre-wrap;font-size:.8rem}
</style></head><body>
<h1>Fatture inviate allo SdI (solo in locale)</h1>
<p>${entries.length === 0 ? 'Nessuna fattura inviata finora.' : `${entries.length} file, dal più recente; ogni file risulta CONSEGNATO. Anche in JSON: <a href="/_local/sdi.json">/_local/sdi.json</a>.`}</p>
${entries.map(entryCard).join('\n')}
</body></html>`;

/** The local SdI outbox: `/_local/sdi` (page) and `/_local/sdi.json`, newest first. */
export const sdiOutboxRoute = (dataDir: string): LocalRoute => ({
  matches: (pathname) => pathname === '/_local/sdi' || pathname === '/_local/sdi.json',
  async handle(request, response) {
    const entries = await readSdiOutbox(localSdiDirectory(dataDir));
    if ((request.url ?? '').startsWith('/_local/sdi.json')) {
      response
        .writeHead(200, { 'content-type': 'application/json; charset=utf-8', ...NO_STORE })
        .end(JSON.stringify(entries));
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...NO_STORE })
      .end(renderSdiPage(entries));
  },
});
