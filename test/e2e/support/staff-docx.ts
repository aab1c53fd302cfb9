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
2. Il mediatore conduce gli incontri in posizione di terzietà e imparzialità, senza poteri decisionali, e aiuta le parti a individuare da sé gli accordi che rispondono ai bisogni dei figli e della famiglia.
3. Ciascuna parte può interrompere la mediazione in qualsiasi momento, dandone comunicazione scritta al mediatore e all'altra parte; il mediatore può interromperla quando ritiene che non vi siano le condizioni per proseguirla utilmente.
4. Quanto emerge negli incontri è riservato: le parti non lo utilizzano in un eventuale giudizio e non chiamano il mediatore a testimoniare su quanto appreso nello svolgimento dell'incarico.
{#modalita == "Da remoto"}
## Strumenti
1. Il mediatore fornisce: {servizi}.
{#servizi | contiene:"${RECORDING_OPTION}"}
2. Gli incontri sono registrati con il consenso di entrambe le parti.
{/}
{/}
[[solo-master]]
## Compenso
1. Il compenso è concordato separatamente, per ciascun incontro, ed è ripartito tra le parti in misura uguale salvo diverso accordo scritto.
2. Il compenso è corrisposto al termine di ciascun incontro, mediante bonifico bancario, contro rilascio di regolare fattura.
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
