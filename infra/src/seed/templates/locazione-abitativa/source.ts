import { partiesParagraphs } from '../party-questions';
import { locazioneClauses } from './source-clauses';

/** How the clause on the instalments names them and their due day, monthly or quarterly. */
interface InstalmentWords {
  /** «dodici rate mensili anticipate». */
  all: string;
  /** «le prime undici», «la dodicesima»: when the cents do not divide evenly, the last instalment takes the rest. */
  first: string;
  last: string;
  /** «di ciascun mese». */
  due: string;
}

const MONTHLY: InstalmentWords = {
  all: 'dodici rate mensili anticipate',
  first: 'le prime undici',
  last: 'la dodicesima',
  due: 'di ciascun mese',
};
const QUARTERLY: InstalmentWords = {
  all: 'quattro rate trimestrali anticipate',
  first: 'le prime tre',
  last: 'la quarta',
  due: 'del primo mese di ciascun trimestre',
};

/**
 * The clause on the instalments when the rent is paid as `option`, in `count` instalments: each instalment computed
 * from the yearly rent, in figures and words. When the yearly rent does not divide into instalments to the cent
 * (10.000,00 in twelve), the instalments are not «di pari importo»: the last one takes the rest, so that together
 * they make the yearly rent exactly.
 */
const instalments = (option: string, count: number, words: InstalmentWords): string => {
  const each = `canone_annuo / ${count}`;
  const inCents = `(${each} | arrotonda:2)`;
  const last = `canone_annuo - ${inCents} * ${count - 1}`;
  return `{#periodicita_canone == "${option}"}
{#${each} == ${inCents}}
2. Il canone annuo di euro {canone_annuo} è corrisposto in ${words.all} di pari importo, ciascuna di euro {${each}} ({${each} | lettere}), entro il giorno {giorno_pagamento} ${words.due}.
{/}
{#${each} != ${inCents}}
2. Il canone annuo di euro {canone_annuo} è corrisposto in ${words.all}, entro il giorno {giorno_pagamento} ${words.due}: ${words.first} di euro {${each}} ({${each} | lettere}) ciascuna e ${words.last} di euro {${last}} ({${last} | lettere}).
{/}
{/}`;
};

const parties = `
# Contratto di locazione ad uso abitativo
[[sottotitolo]] *(art. 2, comma 1, della Legge 9 dicembre 1998, n. 431 – canone libero)*
### TRA
${partiesParagraphs('locatori', 'il **“Locatore”**')}
### E
${partiesParagraphs('conduttori', 'il **“Conduttore”**')}
[[centro]] (il Locatore e il Conduttore, di seguito, congiuntamente, le **“Parti”**)
### SI CONVIENE E SI STIPULA QUANTO SEGUE
## Oggetto [[#oggetto]]
1. Il Locatore concede in locazione al Conduttore, che accetta, l’unità immobiliare ad uso abitativo consistente in {tipologia_immobile}, sita in {immobile_indirizzo} (di seguito, l’**“Immobile”**).
2. L’Immobile è composto da n. {immobile_vani} {immobile_vani | plurale:"vano":"vani"} oltre accessori{#pertinenze_presenti == "Sì"}; sono comprese nella locazione le seguenti pertinenze: {pertinenze}{/}.
2. L’Immobile è censito al Catasto Fabbricati con i seguenti dati: {dati_catastali}.{#pertinenze_presenti == "Sì"} Le pertinenze sono censite con i seguenti dati: {pertinenze_catastali}.{/}
{#uso_posto_auto}
3. {#pertinenze | contiene:"box auto" && pertinenze | contiene:"posto auto scoperto"}Il box auto e il posto auto scoperto sono destinati{/}{#pertinenze | contiene:"box auto" && !(pertinenze | contiene:"posto auto scoperto")}Il box auto è destinato{/}{#pertinenze | contiene:"posto auto scoperto" && !(pertinenze | contiene:"box auto")}Il posto auto scoperto è destinato{/} {uso_posto_auto}; è vietato depositarvi materiali infiammabili o pericolosi.
{/}
{#arredato == "Sì, arredato"}
4. L’Immobile è locato arredato, con i mobili, gli elettrodomestici e le dotazioni descritti nell’inventario sottoscritto dalle Parti, che il Conduttore dichiara di ricevere in buono stato.
{/}
{#arredato == "Sì, parzialmente arredato"}
4. L’Immobile è locato parzialmente arredato, con i soli mobili e le dotazioni descritti nell’inventario sottoscritto dalle Parti, che il Conduttore dichiara di ricevere in buono stato.
{/}
{#arredato == "No, non arredato"}
4. L’Immobile è locato libero da mobili.
{/}
## Durata [[#durata]]
1. La locazione ha la durata di {durata_iniziale}, con decorrenza dal {decorrenza} e scadenza al {#durata_iniziale == "quattro anni"}{decorrenza | aggiungi_anni:4 | aggiungi_giorni:-1}{/}{#durata_iniziale == "cinque anni"}{decorrenza | aggiungi_anni:5 | aggiungi_giorni:-1}{/}{#durata_iniziale == "sei anni"}{decorrenza | aggiungi_anni:6 | aggiungi_giorni:-1}{/}.
2. Alla prima scadenza il contratto si rinnova di diritto per ulteriori quattro anni, salvo che il Locatore intenda adibire l’Immobile agli usi o effettuare sullo stesso le opere di cui all’art. 3 della Legge n. 431/1998, ovvero vendere l’Immobile alle condizioni e con le modalità ivi previste; in tal caso il Locatore comunica il diniego di rinnovo con lettera raccomandata, contenente a pena di nullità la specificazione del motivo invocato, almeno sei mesi prima della scadenza.
3. Alla scadenza del periodo di rinnovo ciascuna Parte ha diritto di attivare la procedura per il rinnovo a nuove condizioni o per la rinuncia al rinnovo, comunicando la propria intenzione all’altra Parte con lettera raccomandata almeno sei mesi prima della scadenza. In mancanza della comunicazione il contratto è rinnovato tacitamente alle medesime condizioni.
## Recesso del Conduttore [[#recesso]]
{#recesso_conduttore == "Solo per gravi motivi"}
1. Il Conduttore può recedere dal contratto in qualsiasi momento qualora ricorrano gravi motivi (art. 3, comma 6, della Legge n. 431/1998).
{/}
{#recesso_conduttore == "In qualsiasi momento"}
1. Le Parti convengono che il Conduttore possa recedere dal contratto in qualsiasi momento, anche in assenza di gravi motivi (art. 4 della Legge n. 392/1978).
{/}
2. Il recesso è comunicato al Locatore con lettera raccomandata con avviso di ricevimento o con posta elettronica certificata almeno sei mesi prima della data in cui deve avere esecuzione.
3. Alla data di efficacia del recesso il Conduttore riconsegna l’Immobile libero da persone e da cose; il canone e gli oneri accessori sono dovuti fino a tale data.
## Canone [[#canone]]
1. Il canone annuo di locazione è convenuto in euro {canone_annuo} ({canone_annuo | lettere}).
${instalments('in dodici rate mensili anticipate', 12, MONTHLY)}
${instalments('in quattro rate trimestrali anticipate', 4, QUARTERLY)}
2. Il pagamento avviene mediante {modalita_pagamento} a favore del Locatore{#modalita_pagamento == "bonifico bancario"} sul conto corrente con IBAN {iban}{/}, escluso in ogni caso l’uso del contante (art. 1, comma 50, della Legge 27 dicembre 2013, n. 147).
3. Il mancato pagamento, in tutto o in parte, del canone decorsi venti giorni dalla scadenza, nonché il mancato pagamento degli oneri accessori quando l’importo non pagato superi quello di due mensilità del canone (euro {canone_annuo / 6}), costituisce motivo di risoluzione del contratto ai sensi dell’art. 5 della Legge n. 392/1978, fatto salvo quanto previsto dall’art. 55 della medesima legge.
{#aggiornamento_istat == "Nessun aggiornamento"}
4. Il canone resta invariato per tutta la durata del contratto e non è soggetto ad aggiornamento.
{/}
{#cedolare_secca == "Sì"}
## Regime della cedolare secca
1. Il Locatore dichiara di optare per il regime della cedolare secca di cui all’art. 3 del D.Lgs. 14 marzo 2011, n. 23.
2. Per tutta la durata dell’opzione il Locatore rinuncia alla facoltà di chiedere l’aggiornamento del canone a qualsiasi titolo, inclusa la variazione accertata dall’ISTAT dell’indice nazionale dei prezzi al consumo per le famiglie di operai e impiegati.
3. Per effetto dell’opzione non sono dovute l’imposta di registro e l’imposta di bollo sul contratto.
4. Il Locatore comunica al Conduttore, con lettera raccomandata, l’eventuale revoca dell’opzione, dalla quale decorre la facoltà di chiedere l’aggiornamento del canone nei limiti convenuti.
{/}
{#aggiornamento_istat && aggiornamento_istat != "Nessun aggiornamento"}
## Aggiornamento del canone
1. Il canone è aggiornato annualmente, a decorrere dall’inizio del secondo anno di locazione.
2. L’aggiornamento è pari al {aggiornamento_istat} dell’indice nazionale dei prezzi al consumo per le famiglie di operai e impiegati verificatasi nell’anno precedente.
3. L’aggiornamento è dovuto su richiesta del Locatore, inviata con lettera raccomandata o con posta elettronica certificata, e decorre dal mese successivo a quello del ricevimento della richiesta.
{/}
`;

/** The lease, 4+4 on the open market (art. 2, comma 1, L. 431/1998). */
export const locazioneSource = parties + locazioneClauses;
