import { PARTY_SIGNER } from '../party-questions';

const signatures = (first: string, second: string): string =>
  `[[firme: @prima_parte ${first} // ${PARTY_SIGNER} | @seconda_parte ${second} // ${PARTY_SIGNER}]]`;

/** One signature per person or company of each party, as the kind of agreement names the parties. */
const SIGNATURES = `{#tipo_accordo == "Unilaterale"}
${signatures('La Parte Divulgante', 'La Parte Ricevente')}
{/}
{#tipo_accordo == "Reciproco"}
${signatures('La Prima Parte', 'La Seconda Parte')}
{/}`;

/** The confidentiality agreement from the return of information to the signatures. */
export const riservatezzaClauses = `
## Restituzione e distruzione delle informazioni [[#restituzione]]
1. Entro quindici giorni dalla richiesta scritta della Parte Divulgante, la Parte Ricevente deve, quanto alle Informazioni Riservate ricevute, {restituzione}.
2. Lo stesso obbligo sorge, senza necessità di richiesta, in caso di interruzione delle trattative e alla scadenza dell’Accordo, e riguarda ogni copia, estratto o supporto, anche informatico, che contenga Informazioni Riservate.
{#attestazione_distruzione == "Sì"}
2. Entro il medesimo termine la Parte Ricevente consegna alla Parte Divulgante una dichiarazione scritta, sottoscritta da essa o dal suo legale rappresentante, che attesta l’avvenuta distruzione.
{/}
3. La Parte Ricevente può conservare una copia delle Informazioni Riservate nei soli casi in cui ciò sia imposto da norme di legge o regolamentari, fermo restando l’obbligo di riservatezza.
{#tipi_informazioni | contiene:"dati personali di clienti, fornitori o dipendenti"}
## Dati personali
1. Se le Informazioni Riservate comprendono dati personali, le Parti li trattano nel rispetto del Regolamento (UE) 2016/679 (**“GDPR”**) e del D.Lgs. 30 giugno 2003, n. 196.
{#ruolo_privacy == "Titolare autonomo del trattamento"}
2. La Parte Ricevente tratta i dati personali ricevuti in qualità di titolare autonomo del trattamento, esclusivamente per lo Scopo, adottando misure tecniche e organizzative adeguate ai sensi dell’art. 32 GDPR.
{/}
{#ruolo_privacy == "Responsabile del trattamento per conto della parte divulgante"}
2. La Parte Ricevente tratta i dati personali ricevuti in qualità di responsabile del trattamento per conto della Parte Divulgante, secondo le istruzioni documentate di quest’ultima e sulla base di un accordo conforme all’art. 28 GDPR, che le Parti sottoscrivono prima della comunicazione dei dati.
{/}
{/}
{#non_sollecitazione == "Sì"}
## Non sollecitazione del personale
1. Per dodici mesi dalla sottoscrizione dell’Accordo ciascuna Parte si impegna a non sollecitare i dipendenti e i collaboratori dell’altra Parte con i quali sia entrata in contatto in relazione allo Scopo.
2. L’impegno riguarda ogni iniziativa, diretta o indiretta, volta a indurre tali persone a cessare il proprio rapporto con l’altra Parte.
3. Non costituiscono violazione le assunzioni conseguenti a candidature spontanee o ad annunci rivolti al pubblico.
{/}
## Clausola penale [[#penale]]
{#penale == "No"}
Le Parti non convengono alcuna penale: il risarcimento del danno derivante dalla violazione dell’Accordo resta regolato dalle norme di legge.
{/}
{#penale == "Sì"}
1. Per ciascuna violazione degli obblighi previsti dall’Accordo, la Parte inadempiente è tenuta a corrispondere all’altra Parte, a titolo di penale, la somma di euro {penale_importo} ({penale_importo | lettere}).
{#danno_ulteriore == "Sì"}
2. È fatto salvo il risarcimento del danno ulteriore (art. 1382, comma 1, c.c.).
{/}
{#danno_ulteriore == "No"}
2. La penale è dovuta indipendentemente dalla prova del danno e ne limita il risarcimento alla somma pattuita (art. 1382 c.c.).
{/}
3. Il pagamento della penale non libera la Parte inadempiente dall’osservanza degli obblighi di riservatezza.
{/}
## Rimedi
1. La Parte Ricevente riconosce che la violazione dell’Accordo può arrecare alla Parte Divulgante un pregiudizio grave e difficilmente riparabile.
2. La Parte Divulgante può pertanto chiedere all’autorità giudiziaria, anche in via d’urgenza ai sensi dell’art. 700 c.p.c., ogni provvedimento idoneo a inibire la violazione, oltre al risarcimento del danno.
3. La Parte Ricevente tiene indenne la Parte Divulgante dalle spese, anche legali, sostenute per far valere i propri diritti in conseguenza della violazione accertata.
## Disposizioni generali
1. L’Accordo costituisce l’intera intesa tra le Parti in materia di riservatezza e può essere modificato solo per iscritto.
2. La tolleranza di una Parte verso comportamenti dell’altra contrari all’Accordo non costituisce rinuncia ai diritti che ne derivano.
3. L’Accordo non può essere ceduto senza il consenso scritto dell’altra Parte.
4. L’invalidità o l’inefficacia di una clausola non comporta quella delle altre, che restano pienamente efficaci.
4. Le comunicazioni relative all’Accordo sono effettuate per iscritto, a mezzo posta elettronica certificata o lettera raccomandata con avviso di ricevimento, agli indirizzi indicati in epigrafe.
## Legge applicabile e foro competente [[#foro]]
{#legge_applicabile == "Legge italiana"}
1. L’Accordo è regolato dalla legge italiana.
{/}
{#legge_applicabile == "Legge di un altro Stato"}
1. L’Accordo è regolato dalla legge del seguente Stato: {legge_straniera}.
{/}
{#controversie == "Tribunale, con foro esclusivo"}
2. Per ogni controversia relativa alla validità, all’interpretazione o all’esecuzione dell’Accordo è competente in via esclusiva il Foro di {foro}.
{/}
{#controversie == "Arbitrato rituale"}
2. Ogni controversia relativa alla validità, all’interpretazione o all’esecuzione dell’Accordo è devoluta ad arbitrato rituale secondo diritto, davanti a {numero_arbitri} da nominarsi in conformità al Regolamento della Camera Arbitrale di {camera_arbitrale}, che le Parti dichiarano di conoscere e accettare. La sede dell’arbitrato è {sede_arbitrato} e la lingua è l’italiano.
{/}
3. Resta salva la facoltà di ciascuna Parte di chiedere all’autorità giudiziaria competente provvedimenti cautelari o d’urgenza.
Luogo e data: {luogo_stipula}, {data_stipula | data_breve}
${SIGNATURES}
Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., le Parti dichiarano di approvare specificamente le seguenti clausole: [[art-titolo:obblighi]], [[art-titolo:durata]], [[art-titolo:restituzione]]{#penale == "Sì"}, [[art-titolo:penale]]{/} e [[art-titolo:foro]].
${SIGNATURES}
`;
