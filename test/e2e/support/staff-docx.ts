import { buildDocx } from '../../../infra/src/seed/docx/build-docx';
import { parseSource } from '../../../infra/src/seed/docx/parse-source';

/** The option the master looks for in `servizi`; the journey's question first offers a misspelt one. */
export const RECORDING_OPTION = 'Registrazione';

/**
 * The source of the journey's template, a short mediation agreement with a single choice (`modalita`) and a
 * multiple choice (`servizi`) asked only for meetings held remotely.
 */
const source = `
# Accordo di mediazione familiare
[[sottotitolo]] Modello di prova

## Oggetto
1. Le parti affidano al mediatore la gestione degli incontri, che si svolgono {modalita}.
{#modalita == "Da remoto"}
## Strumenti
1. Il mediatore fornisce: {servizi}.
{#servizi | contiene:"${RECORDING_OPTION}"}
2. Gli incontri sono registrati con il consenso di entrambe le parti.
{/}
{/}
[[solo-master]]
## Compenso
1. Il compenso è concordato separatamente.
[[/solo-master]]
[[firme: Parte A | Parte B]]
`;

export interface StaffDocuments {
  master: { name: string; mimeType: string; buffer: Buffer };
  preview: { name: string; mimeType: string; buffer: Buffer };
}

const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** The master and preview .docx, written with the seed's document writer, ready for setInputFiles. */
export const staffDocuments = (): StaffDocuments => ({
  master: {
    name: 'mediazione-master.docx',
    mimeType: DOCX,
    buffer: buildDocx(parseSource(source, 'master')),
  },
  preview: {
    name: 'mediazione-anteprima.docx',
    mimeType: DOCX,
    buffer: buildDocx(parseSource(source, 'preview')),
  },
});
