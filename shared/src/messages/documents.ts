import { validationMessages } from './validation';

const MB = 1024 * 1024;

/** Italian messages about uploaded .docx files (POST /template/upload-master). */
export const uploadMessages = {
  notDocx: validationMessages.docxRequired,
  tooLarge: (file: string, limit: number) => `Il file "${file}" supera il limite di ${limit / MB} MB.`,
  notAZip: (file: string) =>
    `Il file "${file}" non è un documento Word valido: salvalo di nuovo come .docx da Word.`,
  noDocument: (file: string) =>
    `Il file "${file}" non è un documento Word: manca il contenuto principale (word/document.xml).`,
  macros: (file: string) =>
    `Il file "${file}" contiene macro, che non sono ammesse: salvalo come "Documento di Word (.docx)" senza macro.`,
  tooManyParts: (file: string, limit: number) =>
    `Il file "${file}" contiene troppe parti (più di ${limit}): non sembra un normale documento Word.`,
  tooLargeUncompressed: (file: string, limit: number) =>
    `Il file "${file}", una volta decompresso, supera ${limit / MB} MB: non sembra un normale documento Word.`,
  encoding: (file: string, part: string, encoding: string) =>
    `${file}: la parte ${part} è scritta in ${encoding}, una codifica che Word non usa: salva di nuovo il file da Word come Documento di Word (.docx).`,
  doctype: (file: string, part: string) =>
    `Il file "${file}" contiene una dichiarazione DOCTYPE (nella parte ${part}), che non è ammessa.`,
} as const;

/**
 * What a master or preview may not carry, because it runs or reaches outside the document when a lawyer opens it
 * (docs/api.md, "Active and external content"): each element as a message names it, and the three answers.
 */
export const activeContentMessages = {
  linkedPicture: "un'immagine collegata a un file esterno",
  externalFrame: 'un frame che carica un documento esterno',
  subDocument: 'un sottodocumento esterno',
  externalLink: (type: string) => `un collegamento a un contenuto esterno (${type})`,
  hyperlink: (scheme: string) =>
    scheme === 'network'
      ? 'un collegamento a una cartella di rete (\\\\server\\cartella)'
      : scheme === 'relative'
        ? 'un collegamento a un file'
        : `un collegamento ipertestuale con indirizzo «${scheme}:»`,
  field: (name: string) => `un campo ${name}`,
  computedField: 'un campo il cui nome è prodotto da un altro campo',
  altChunk: 'un contenuto importato da un altro formato (altChunk)',
  oleObject: 'un oggetto OLE incorporato',
  embeddedFile: 'un file incorporato',
  activeX: 'un controllo ActiveX',
  mailMerge: "una stampa unione collegata a un'origine dati",
  upload: (file: string, element: string, part: string) =>
    `Il file "${file}" contiene ${element} (nella parte ${part}), che non è ammesso: un modello non può contenere nulla che all'apertura esegua comandi o carichi contenuti esterni. Rimuovilo in Word e carica di nuovo il file.`,
  check: (document: string, element: string, part: string) =>
    `${document}: il file contiene ${element} (nella parte ${part}), che non è ammesso: all'apertura eseguirebbe comandi o caricherebbe contenuti esterni. Rimuovilo in Word e carica di nuovo il file.`,
  render:
    'Il modello contiene elementi attivi o collegamenti esterni che non possono arrivare a chi apre il documento: il documento non è stato generato né salvato. Lo staff deve correggere il modello; se il problema persiste scrivi all’assistenza.',
  renderPart: (part: string, element: string) => `${part}: ${element}`,
  /** A warning of the upload: the attached template is taken out, the file stored without it. */
  attachedTemplateRemoved: (document: string, target: string) =>
    `Il documento «${document}» faceva riferimento al modello allegato «${target}»: il riferimento è stato rimosso.`,
} as const;

/** Italian messages of the template check: each names the document, the tag and the text around it. */
/** The answer when a render would produce a package Word cannot open: nothing is stored or served. */
export const invalidDocumentMessages = {
  message:
    'Con queste risposte il modello produrrebbe un documento Word non valido, che non è stato generato né salvato. Lo staff deve correggere il modello (per esempio una sezione che attraversa una tabella); se il problema persiste scrivi all’assistenza.',
  part: (part: string, problem: string) => `${part}: ${problem}`,
} as const;

export const templateCheckMessages = {
  revisionsAndComments: (document: string, comments: number, revisions: number) =>
    `${document}: il file contiene ${[
      comments > 0 ? (comments === 1 ? '1 commento' : `${comments} commenti`) : '',
      revisions > 0 ? (revisions === 1 ? '1 revisione' : `${revisions} revisioni`) : '',
    ]
      .filter(Boolean)
      .join(
        ' e ',
      )}. Nei documenti generati i commenti vengono tolti e le revisioni accettate: controlla che il testo così ottenuto sia quello voluto, oppure accetta le revisioni ed elimina i commenti in Word prima di caricarlo.`,
  failed: 'Il modello non è coerente con le sue domande: correggi gli errori indicati.',
  unreadable: (document: string) => `${document}: il file non è un documento .docx leggibile.`,
  at: (document: string, tag: string, context: string) => `${document}, tag ${tag} («${context}»)`,
  inDocument: (document: string) => document,
  unopenedTag: 'c\'è una "}" senza la "{" di apertura.',
  unclosedTag: 'il tag è aperto ma non chiuso: manca la "}".',
  duplicateOpenTag: 'c\'è una doppia "{{": usa una sola parentesi.',
  duplicateCloseTag: 'c\'è una doppia "}}": usa una sola parentesi.',
  unclosedSection: 'la sezione è aperta ma non chiusa: manca {/}.',
  unopenedSection: 'questa chiusura non corrisponde a nessuna sezione aperta.',
  mismatchedSection: 'la chiusura non corrisponde alla sezione aperta.',
  crossedSections: "le sezioni si incrociano: chiudi prima l'ultima sezione aperta.",
  misplacedSection:
    "apertura e chiusura della sezione sono in punti incompatibili (per esempio una in una tabella e l'altra fuori).",
  invalidExpression:
    'l\'espressione non è valida: controlla nomi, virgolette e operatori (==, !=, &&, ||, | contiene:"…").',
  unknownFilter: (filter: string) =>
    `il filtro "${filter}" non esiste: i filtri sono contiene, oppure, lettere, plurale, data_breve, aggiungi_mesi, aggiungi_anni, aggiungi_giorni, elenco, numero, nato e genere.`,
  invalidXml: 'il documento contiene XML non valido: salvalo di nuovo da Word.',
  otherTemplateError: (detail: string) => `il tag non è valido (${detail}).`,
  assignment:
    'un solo "=" assegna un valore alla risposta invece di confrontarla, e cambierebbe il contratto senza avvisare: per confrontare scrivi "==".',
  notInLanguage: (what: string) =>
    `${what} non fa parte del linguaggio dei tag: usa solo confronti con == e !=, &&, ||, !, parentesi, i nomi delle domande, testi tra virgolette e i filtri documentati.`,
  emptyTag: 'il tag è vuoto.',
  sectionAcrossTable: (document: string, open: string, close: string) =>
    `${document}: la sezione ${open} si chiude con ${close} in un altro punto della tabella (una dentro una cella, l'altra fuori o in un'altra cella): con la sezione tolta il documento generato sarebbe danneggiato. Metti apertura e chiusura nella stessa cella, in due celle della stessa riga (per togliere la riga), oppure entrambe fuori dalla tabella.`,
  referenceIntoSection: (document: string, bookmark: string, text: string, section: string) =>
    `${document}: un riferimento incrociato punta al segnalibro "${bookmark}"${text ? ` («${text}»)` : ''}, che è dentro la sezione ${section}: quando la sezione viene tolta, Word mostra "Errore! L'origine riferimento non è stata trovata". Sposta il segnalibro fuori dalla sezione, oppure metti il riferimento nella stessa sezione.`,
  rawXml: 'i tag {@…} non sono ammessi: usa {variabile}.',
  unknownVariable: (variable: string) => `"${variable}" non corrisponde a nessuna domanda.`,
  notAnOption: (literal: string, variable: string, options: string[]) =>
    `"${literal}" non è una risposta della domanda "${variable}" (risposte: ${options.map((o) => `"${o}"`).join(', ')}).`,
  equalityOnMultiple: (operator: string, variable: string) =>
    `"${operator}" non funziona con la domanda a scelta multipla "${variable}": usa {#${variable} | contiene:"…"}.`,
  contieneOnQuestion: 'contiene va applicato a una domanda, per esempio {#variabile | contiene:"Opzione"}.',
  contieneWithoutOption: 'contiene richiede una risposta tra virgolette, per esempio contiene:"Opzione".',
  comparisonAsText: 'un confronto scritto come testo stampa "true" o "false": usalo come sezione {#…}…{/}.',
  tagsWithoutQuestions: (variables: string[]) =>
    `Il modello non ha ancora domande: questi tag non hanno ancora una domanda: ${variables.join(', ')}. Crea una domanda per ciascuno, con la stessa chiave.`,
  previewTooLong: (percent: number) =>
    `Anteprima: contiene il ${percent} % delle parole del master (generati con le stesse risposte), cioè quasi tutto il contratto che si vende. Lascia di ogni articolo il titolo e la prima frase e togli il resto, fino a meno della metà delle parole del master.`,
  fieldsNeedWord: (document: string, instructions: string[]) =>
    `${document}: ${instructions.length === 1 ? 'il campo' : 'i campi'} ${instructions.map((instruction) => `«${instruction}»`).join(', ')} ${instructions.length === 1 ? 'può essere calcolato' : 'possono essere calcolati'} solo da Word impaginando il documento (numeri di pagina, indici, «sopra» e «sotto»): i documenti generati chiederanno a Word di aggiornare i campi all'apertura, e Word chiederà conferma a chi li apre. Gli altri riferimenti incrociati sono scritti già giusti.`,
  unusedQuestion: (variable: string) =>
    `La domanda "${variable}" non è usata in nessun documento né nelle condizioni di altre domande.`,
  unreachableQuestion: (position: number, variable: string) =>
    `La domanda n. ${position} ("${variable}") non verrà mai posta: le sue condizioni non possono mai essere soddisfatte.`,
} as const;

/** Names of a .docx's parts as authors know them. */
export const documentPartNames: Record<string, string> = {
  header: 'intestazione',
  footer: 'piè di pagina',
  footnotes: 'note a piè di pagina',
  endnotes: 'note di chiusura',
  comments: 'commenti',
  core: 'proprietà del documento',
  app: 'proprietà del documento',
};

/** Italian messages of «Verifica tutti i percorsi»: each names the document and what a path made of it. */
export const pathVerificationMessages = {
  invalidDocument: (document: string, detail: string) =>
    `${document}: il documento generato non sarebbe valido per Word (${detail}).`,
  renderError: (document: string, detail: string) => `${document}: il documento non si genera (${detail}).`,
  leftoverTag: (document: string, tag: string) =>
    `${document}: nel documento generato resta il tag ${tag}, che il lettore vedrebbe così com'è.`,
  undefinedText: (document: string, text: string) =>
    `${document}: nel documento generato compare "${text}" al posto di una risposta.`,
  emptyParagraph: (document: string, count: number) =>
    `${document}: ${count === 1 ? 'resta un paragrafo vuoto' : `restano ${count} paragrafi vuoti`} dove una condizione ha tolto il testo.`,
  brokenReference: (document: string, bookmark: string) =>
    `${document}: un riferimento incrociato punta al segnalibro "${bookmark}", che con queste risposte non c'è più (Word mostrerebbe "Errore! L'origine riferimento non è stata trovata").`,
  rulesDocument: 'Regole',
  ruleNeverHeld: (position: number, message: string) =>
    `Regole: la regola n. ${position} («${message}») non è mai rispettata nei percorsi provati; se non può esserlo, nessun contratto che la mette alla prova si potrà completare.`,
  ruleNeverBroken: (position: number, message: string) =>
    `Regole: la regola n. ${position} («${message}») non è mai violata nei percorsi provati, nemmeno ai limiti delle risposte: controlla che serva.`,
  ruleNeverTested: (position: number, message: string) =>
    `Regole: la regola n. ${position} («${message}») non è mai messa alla prova: in nessun percorso provato sono date tutte le risposte che legge, con le sue condizioni vere.`,
  summary: (combinations: number, exhaustive: boolean, errors: number, warnings: number, sampled = false) =>
    `${combinations === 1 ? 'Provato 1 percorso' : `Provati ${combinations} percorsi`}${
      sampled
        ? ', un campione scelto per coprire più coppie di risposte possibile (provarli tutti richiederebbe troppo tempo)'
        : exhaustive
          ? ' (tutti quelli possibili)'
          : ' (una combinazione che copre ogni coppia di risposte)'
    }: ${
      errors === 0 && warnings === 0
        ? 'nessun problema trovato.'
        : [
            errors === 1 ? '1 errore' : errors > 1 ? `${errors} errori` : '',
            warnings === 1 ? '1 avviso' : warnings > 1 ? `${warnings} avvisi` : '',
          ]
            .filter(Boolean)
            .join(' e ') + '.'
    }`,
  busy: 'Sono già in corso altre verifiche dei percorsi: riprova tra qualche secondo.',
  stopped:
    'La verifica dei percorsi si è interrotta prima di finire (il modello è troppo pesante da provare in tempo): riprova tra qualche istante.',
  publishBlocked: 'Il modello non si può pubblicare: la verifica di tutti i percorsi ha trovato errori.',
  noQuestions: 'Aggiungi almeno una domanda prima di verificare i percorsi.',
  noMaster: 'Carica il master prima di verificare i percorsi.',
} as const;

/** The words the renderer writes into a document's fields, as Italian Word writes them. */
export const documentFieldTexts = {
  /** A cross-reference whose bookmark is gone. */
  missingBookmark: "Errore! L'origine riferimento non è stata trovata.",
  /** REF `\p`: the bookmark comes before the field. */
  above: 'sopra',
  /** REF `\p`: the bookmark comes after the field. */
  below: 'sotto',
} as const;
