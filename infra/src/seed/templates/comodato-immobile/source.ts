import { PARTY_SIGNER, partiesParagraphs } from '../party-questions';

/** One signature per lender on the left, one per borrower on the right. */
const SIGNATURES = `[[firme: @comodanti Il Comodante // ${PARTY_SIGNER} | @comodatari Il Comodatario // ${PARTY_SIGNER}]]`;

const ending = (months: number) =>
  `{#durata == "${['dodici', 'ventiquattro', 'trentasei'][months / 12 - 1]} mesi"}{decorrenza | aggiungi_mesi:${months} | aggiungi_giorni:-1}{/}`;

/** The gratuitous loan of a property (comodato d'uso, artt. 1803 ss. c.c.). */
export const comodatoSource = `
# Contratto di comodato d’uso gratuito di immobile
[[sottotitolo]] *(artt. 1803 e seguenti del codice civile)*
### TRA
${partiesParagraphs('comodanti', 'il **“Comodante”**')}
### E
${partiesParagraphs('comodatari', 'il **“Comodatario”**')}
[[centro]] (il Comodante e il Comodatario, di seguito, congiuntamente, le **“Parti”**)
### SI CONVIENE E SI STIPULA QUANTO SEGUE
## Oggetto [[#oggetto]]
1. Il Comodante concede in comodato d’uso gratuito al Comodatario, che accetta, {tipo_immobile}, sito in {immobile_indirizzo} (di seguito, l’**“Immobile”**).
2. L’Immobile è censito al Catasto Fabbricati con i seguenti dati: {dati_catastali}.
3. Il comodato è essenzialmente gratuito (art. 1803, comma 2, c.c.): per l’uso dell’Immobile non è dovuto alcun corrispettivo.
4. L’Immobile è consegnato al Comodatario il {decorrenza}, nello stato di fatto in cui si trova, che il Comodatario dichiara di conoscere e di trovare idoneo all’uso convenuto.
5. L’Immobile è consegnato con le dotazioni e gli arredi eventualmente descritti in un inventario sottoscritto dalle Parti.
6. Il Comodante dichiara di avere la piena disponibilità dell’Immobile e che gli impianti di cui è dotato sono conformi alla normativa vigente al momento della consegna.
## Uso dell’Immobile [[#uso]]
1. Il Comodatario si serve dell’Immobile esclusivamente come {uso}, con la diligenza del buon padre di famiglia (art. 1804 c.c.).
2. Il Comodatario non può concedere a terzi il godimento dell’Immobile, neppure temporaneamente, senza il consenso scritto del Comodante; in caso contrario il Comodante può chiedere l’immediata restituzione dell’Immobile e il risarcimento del danno (art. 1804, comma 3, c.c.).
3. Il Comodatario non può eseguire opere o modifiche senza il consenso scritto del Comodante; le migliorie e le addizioni eseguite restano acquisite all’Immobile senza diritto a rimborso, salvo che il Comodante chieda il ripristino dello stato originario a spese del Comodatario.
4. Il Comodatario osserva il regolamento di condominio e le deliberazioni dell’assemblea condominiale e si astiene da ogni atto che possa recare molestia agli altri occupanti dello stabile.
5. Il Comodante, con un preavviso di almeno cinque giorni e in orari da concordare, può accedere all’Immobile per verificarne lo stato di conservazione e l’uso.
## Durata e restituzione [[#durata]]
{#durata_tipo == "A tempo determinato"}
1. Il comodato ha la durata di {durata} dalla consegna e termina il ${ending(12)}${ending(24)}${ending(36)}, quando il Comodatario restituisce l’Immobile senza necessità di disdetta.
2. Prima della scadenza il Comodante può esigere la restituzione immediata dell’Immobile se sopravviene un urgente e imprevisto bisogno (art. 1809, comma 2, c.c.).
{/}
{#restituzione_vendita == "Sì, con preavviso di tre mesi"}
3. Il Comodante può inoltre chiedere la restituzione anticipata dell’Immobile in caso di sua vendita, con un preavviso di almeno tre mesi comunicato per iscritto.
{/}
{#durata_tipo == "Senza determinazione di durata"}
1. Il comodato è a tempo indeterminato: il Comodatario restituisce l’Immobile non appena il Comodante lo richieda (art. 1810 c.c.), entro trenta giorni dalla richiesta scritta.
{/}
4. Alla restituzione l’Immobile è riconsegnato libero da persone e da cose non di proprietà del Comodante, nello stato in cui è stato ricevuto, salvo il deterioramento dovuto all’uso conforme al contratto (art. 1807 c.c.).
5. Della riconsegna le Parti redigono un verbale che descrive lo stato dell’Immobile e dà atto della restituzione di tutte le chiavi.
6. Per ogni giorno di ritardo nella restituzione il Comodatario risponde dei danni subiti dal Comodante, ferma la sua responsabilità per il perimento dell’Immobile anche per causa a lui non imputabile (art. 1805, comma 2, c.c.).
## Spese [[#spese]]
1. Sono a carico del Comodatario le spese ordinarie per servirsi dell’Immobile (art. 1808 c.c.) e in particolare: {spese}.
{#rimborso_condominio}
2. Le spese condominiali ordinarie sono pagate {rimborso_condominio}.
{/}
3. Restano a carico del Comodante le spese straordinarie necessarie e urgenti per la conservazione dell’Immobile, delle quali il Comodatario gli dà tempestivo avviso.
4. Il Comodatario non ha diritto al rimborso delle spese sostenute per servirsi dell’Immobile, salvo quelle straordinarie, necessarie e urgenti di cui all’art. 1808, comma 2, c.c.
5. Entro trenta giorni dalla consegna il Comodatario intesta a sé i contratti di fornitura delle utenze a suo carico, salvo che le Parti convengano per iscritto il rimborso dei consumi al Comodante sulla base delle bollette.
{#deposito == "Sì"}
## Deposito
1. A garanzia delle proprie obbligazioni il Comodatario versa al Comodante la somma di euro {deposito_importo} ({deposito_importo | lettere}), non produttiva di interessi.
2. Il deposito è restituito al termine del comodato, entro trenta giorni dalla riconsegna dell’Immobile, previa verifica del suo stato e dell’adempimento di ogni obbligazione del Comodatario.
3. Il Comodante può trattenere dal deposito le somme necessarie a riparare i danni imputabili al Comodatario, dandone conto per iscritto; se il deposito non basta, il Comodatario versa la differenza entro trenta giorni dalla richiesta.
{/}
## Responsabilità
1. Il Comodatario risponde del perimento e del deterioramento dell’Immobile che non derivino dall’uso conforme al contratto (artt. 1805 e 1807 c.c.) ed è custode dell’Immobile ai sensi dell’art. 2051 c.c.
2. Il Comodatario risponde verso il Comodante e verso i terzi dei danni derivanti dall’uso dell’Immobile e si obbliga a tenere indenne il Comodante da ogni pretesa di terzi a tale titolo.
3. Il Comodatario dà immediato avviso al Comodante dei guasti e delle situazioni di pericolo che richiedono interventi a carico di quest’ultimo; in mancanza risponde dei maggiori danni che ne derivano.
## Risoluzione
1. Il Comodante può dichiarare risolto il contratto ai sensi dell’art. 1456 c.c.
2. La risoluzione opera di diritto quando il Comodante comunica per iscritto al Comodatario di volersi avvalere della presente clausola, se il Comodatario concede a terzi il godimento dell’Immobile senza il suo consenso scritto, lo destina a un uso diverso da quello convenuto o vi esegue opere non autorizzate.
3. In caso di risoluzione il Comodatario restituisce l’Immobile entro trenta giorni dalla comunicazione, fermo il risarcimento del danno.
{#(comodatari | plurale:"":"più") || (comodanti | plurale:"":"più")}
## Pluralità di parti
1. I soggetti che costituiscono il Comodatario sono obbligati in solido tra loro per l’adempimento delle obbligazioni nascenti dal presente contratto (art. 1294 c.c.).
2. Ogni comunicazione indirizzata a uno dei soggetti che costituiscono il Comodante o il Comodatario ha effetto nei confronti di tutti.
{/}
## Registrazione e foro competente [[#foro]]
1. Il presente contratto è registrato a cura {#registrazione == "il Comodante"}del Comodante{/}{#registrazione == "il Comodatario"}del Comodatario{/} entro venti giorni dalla sottoscrizione; l’imposta di registro in misura fissa è a carico di ciascuna delle Parti per metà.
2. Le spese di registrazione sono sostenute dalla Parte che vi provvede, che ne chiede all’altra il rimborso della metà; la Parte che vi provvede consegna all’altra copia della ricevuta di registrazione.
3. Per ogni controversia relativa al presente contratto è competente il giudice del luogo in cui si trova l’Immobile.
## Disposizioni finali
1. Le comunicazioni relative al presente contratto sono fatte per iscritto, a mezzo posta elettronica certificata o lettera raccomandata con avviso di ricevimento, agli indirizzi indicati in epigrafe o a quelli comunicati successivamente.
2. Ogni modifica del presente contratto richiede la forma scritta.
3. Le Parti si danno reciprocamente atto di aver ricevuto l’informativa sul trattamento dei dati personali, che sono trattati per la sola esecuzione del contratto e per gli adempimenti di legge, nel rispetto del Regolamento (UE) 2016/679.
4. Per quanto non previsto si applicano gli artt. 1803 e seguenti del codice civile.
Luogo e data: {luogo_stipula}, {data_stipula | data_breve}
${SIGNATURES}
Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., le Parti dichiarano di approvare specificamente le seguenti clausole: [[art-titolo:uso]], [[art-titolo:durata]] e [[art-titolo:foro]].
${SIGNATURES}
`;
