import { companyText, personTextAtStart } from '../party-questions';
import { riservatezzaClauses } from './source-clauses';

/** A party of the agreement, company or person, from the answers under `prefix`. */
const party = (prefix: string): { company: string; person: string } => ({
  company: companyText(prefix),
  person: personTextAtStart(prefix),
});
const FIRST_PARTY = party('prima_parte');
const SECOND_PARTY = party('seconda_parte');

const designation = (unilateral: string, mutual: string): string =>
  `(di seguito, {#tipo_accordo == "Unilaterale"}la **“${unilateral}”**{/}{#tipo_accordo == "Reciproco"}la **“${mutual}”**{/});`;
const FIRST = designation('Parte Divulgante', 'Prima Parte');
const SECOND = designation('Parte Ricevente', 'Seconda Parte');

const parties = `
# Accordo di riservatezza
[[sottotitolo]] *({#tipo_accordo == "Unilaterale"}accordo unilaterale di non divulgazione{/}{#tipo_accordo == "Reciproco"}accordo reciproco di non divulgazione{/})*
### TRA
{#prima_parte == "Una società o un ente"}
[[sinistra]] ${FIRST_PARTY.company} ${FIRST}
{/}
{#prima_parte == "Una persona fisica"}
[[sinistra]] ${FIRST_PARTY.person} ${FIRST}
{/}
### E
{#seconda_parte == "Una società o un ente"}
[[sinistra]] ${SECOND_PARTY.company} ${SECOND}
{/}
{#seconda_parte == "Una persona fisica"}
[[sinistra]] ${SECOND_PARTY.person} ${SECOND}
{/}
[[centro]] (di seguito, congiuntamente, le **“Parti”** e, ciascuna, la **“Parte”**)
### PREMESSO CHE
a) le Parti intendono avviare contatti e trattative aventi ad oggetto {finalita} (lo **“Scopo”**);
a) per il perseguimento dello Scopo {#tipo_accordo == "Unilaterale"}la Parte Divulgante dovrà comunicare alla Parte Ricevente{/}{#tipo_accordo == "Reciproco"}ciascuna Parte dovrà comunicare all’altra{/} informazioni di natura riservata;
a) le Parti intendono disciplinare le condizioni alle quali tali informazioni sono comunicate, utilizzate e protette.
### TUTTO CIÒ PREMESSO, SI CONVIENE QUANTO SEGUE
## Premesse e definizioni [[#definizioni]]
1. Le premesse costituiscono parte integrante del presente accordo (l’**“Accordo”**).
{#tipo_accordo == "Reciproco"}
2. Ciascuna Parte assume la qualità di **“Parte Divulgante”** quando comunica Informazioni Riservate e di **“Parte Ricevente”** quando le riceve.
{/}
3. Per **“Informazioni Riservate”** si intendono tutte le informazioni comunicate dalla Parte Divulgante alla Parte Ricevente in relazione allo Scopo, prima o dopo la sottoscrizione dell’Accordo e in qualunque forma (orale, scritta, elettronica o mediante visione di luoghi, beni o documenti), comprese in particolare le seguenti: {tipi_informazioni}, nonché le analisi, le elaborazioni e i documenti redatti dalla Parte Ricevente che le contengano o ne derivino.
4. Non sono Informazioni Riservate quelle che la Parte Ricevente dimostri: (i) essere di pubblico dominio al momento della comunicazione o esserlo divenute in seguito per fatto a essa non imputabile; (ii) essere già in suo legittimo possesso, senza vincolo di riservatezza, prima della comunicazione; (iii) essere state da essa legittimamente ricevute da terzi non vincolati alla riservatezza; (iv) essere state da essa sviluppate autonomamente, senza utilizzare le Informazioni Riservate.
## Obblighi di riservatezza [[#obblighi]]
1. La Parte Ricevente si obbliga a mantenere strettamente riservate le Informazioni Riservate e a non divulgarle a terzi.
2. La Parte Ricevente utilizza le Informazioni Riservate esclusivamente per lo Scopo e non le copia né le riproduce se non nella misura strettamente necessaria allo Scopo.
3. La Parte Ricevente protegge le Informazioni Riservate con una diligenza non inferiore a quella che usa per le proprie informazioni riservate e comunque non inferiore alla diligenza professionale richiesta dalla natura dell’attività, adottando misure di sicurezza fisiche, organizzative e informatiche adeguate.
2. La Parte Ricevente può comunicare le Informazioni Riservate, nella misura strettamente necessaria allo Scopo e previa informazione della loro natura riservata, esclusivamente ai seguenti soggetti: {destinatari} (i **“Destinatari Autorizzati”**).
{#impegno_destinatari == "Sì, un impegno scritto non meno rigoroso dell'accordo"}
3. Prima di ricevere le Informazioni Riservate, i Destinatari Autorizzati estranei all’organizzazione della Parte Ricevente sottoscrivono un impegno scritto di riservatezza non meno rigoroso di quello previsto dall’Accordo.
{/}
4. La Parte Ricevente informa senza ritardo la Parte Divulgante di ogni uso o divulgazione non autorizzati di cui venga a conoscenza e collabora con essa per limitarne le conseguenze.
4. La Parte Ricevente risponde dell’osservanza dell’Accordo da parte dei Destinatari Autorizzati come di fatto proprio (art. 1381 c.c.).
5. Se la comunicazione di Informazioni Riservate è imposta da una norma di legge o da un provvedimento dell’autorità, la Parte Ricevente, ove consentito, ne informa senza ritardo la Parte Divulgante e comunica le sole informazioni strettamente richieste.
## Proprietà delle informazioni
1. Le Informazioni Riservate restano di proprietà esclusiva della Parte Divulgante. L’Accordo non attribuisce alla Parte Ricevente alcuna licenza o altro diritto su brevetti, marchi, diritti d’autore, know-how o altri diritti di proprietà intellettuale o industriale.
2. L’Accordo non obbliga le Parti a concludere alcun ulteriore contratto; ciascuna Parte può interrompere le trattative in qualsiasi momento, nel rispetto del principio di buona fede (art. 1337 c.c.).
3. Le Informazioni Riservate sono comunicate nello stato in cui si trovano: la Parte Divulgante non garantisce che siano complete o esatte, salvo il caso di dolo o colpa grave.
## Durata [[#durata]]
1. L’Accordo ha efficacia dalla data di sottoscrizione e gli obblighi di riservatezza restano in vigore per {durata_obblighi} da tale data, anche in caso di interruzione delle trattative.
2. La cessazione dell’Accordo non pregiudica gli obblighi già sorti né i diritti maturati per le violazioni anteriori.
3. Restano in ogni caso salve, oltre tale termine, le tutele previste per i segreti commerciali dagli artt. 98 e 99 del D.Lgs. 10 febbraio 2005, n. 30 (Codice della proprietà industriale), finché le informazioni conservino tale natura.
`;

/** The confidentiality agreement, unilateral or mutual. */
export const riservatezzaSource = parties + riservatezzaClauses;
