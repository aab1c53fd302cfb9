import { PARTY_SIGNER } from '../party-questions';

/** One signature per landlord on the left, one per tenant on the right. */
const SIGNATURES = `[[firme: @locatori Il Locatore // ${PARTY_SIGNER} | @conduttori Il Conduttore // ${PARTY_SIGNER}]]`;

/** The lease from the deposit to the signatures. */
export const locazioneClauses = `
{#deposito_cauzionale != "nessun deposito"}
## Deposito cauzionale
1. A garanzia dell’adempimento di tutte le obbligazioni nascenti dal presente contratto, il Conduttore versa al Locatore la somma di euro {deposito_importo} ({deposito_importo | lettere}), pari a {deposito_cauzionale} del canone.
2. Con la sottoscrizione del contratto il Locatore rilascia quietanza del versamento; il deposito non è imputabile in conto canoni.
2. Il deposito cauzionale è produttivo di interessi legali, che sono corrisposti al Conduttore al termine di ogni anno di locazione (art. 11 della Legge n. 392/1978).
3. Il deposito è restituito al termine della locazione, previa verifica dello stato dell’Immobile e dell’osservanza di ogni obbligazione contrattuale.
{/}
## Oneri accessori
1. Sono a carico del Conduttore gli oneri accessori indicati dall’art. 9 della Legge n. 392/1978.
2. Sono tali, in particolare, le spese relative al servizio di pulizia, al funzionamento e all’ordinaria manutenzione dell’ascensore, alla fornitura dell’acqua, dell’energia elettrica, del riscaldamento e del condizionamento dell’aria, allo spurgo dei pozzi neri e delle latrine e alla fornitura degli altri servizi comuni, nonché le spese per il servizio di portineria nella misura del novanta per cento.
{#oneri_accessori == "A consuntivo, su richiesta documentata del Locatore"}
2. Il Conduttore paga gli oneri accessori entro due mesi dalla richiesta del Locatore; prima del pagamento ha diritto di ottenere l’indicazione specifica delle spese, con la menzione dei criteri di ripartizione, e di prendere visione dei documenti giustificativi.
{/}
{#oneri_accessori == "Con acconti e conguaglio annuale"}
2. Il Conduttore versa, unitamente a ciascuna rata del canone, un acconto sugli oneri accessori di euro {acconto_oneri}, salvo conguaglio annuale sulla base del rendiconto, che il Locatore trasmette al Conduttore unitamente ai documenti giustificativi, dei quali il Conduttore può prendere visione.
{/}
3. Restano a carico del Locatore le spese di manutenzione straordinaria e ogni altra spesa che la legge pone a suo carico.
## Stato dell’Immobile e manutenzione
1. Il Conduttore dichiara di aver visitato l’Immobile e di averlo trovato adatto all’uso convenuto e in buono stato di manutenzione.
2. Il Conduttore si obbliga a riconsegnare l’Immobile alla scadenza nello stato in cui lo ha ricevuto, salvo il deterioramento risultante dall’uso conforme al contratto (art. 1590 c.c.).
{#allegati | contiene:"Verbale di consegna con documentazione fotografica"}
2. Lo stato dell’Immobile alla consegna risulta dal verbale sottoscritto dalle Parti, corredato di documentazione fotografica e allegato al presente contratto.
{/}
3. Sono a carico del Conduttore le riparazioni di piccola manutenzione di cui agli artt. 1576 e 1609 c.c.; tutte le altre riparazioni necessarie sono a carico del Locatore, al quale il Conduttore deve dare tempestivo avviso dei guasti.
4. Il Conduttore non può apportare modifiche, addizioni o migliorie all’Immobile e agli impianti senza il preventivo consenso scritto del Locatore; quelle eseguite restano acquisite all’Immobile senza diritto a indennità, salvo diverso accordo scritto.
{#arredato != "No, non arredato"}
5. Il Conduttore custodisce con diligenza gli arredi e le dotazioni indicati nell’inventario e risponde del loro deterioramento o della loro perdita, salvo il normale deterioramento d’uso.
{/}
## Prestazione energetica
1. Il Conduttore dichiara di aver ricevuto le informazioni e la documentazione, comprensiva dell’attestato, in ordine alla prestazione energetica dell’Immobile (art. 6, comma 3, del D.Lgs. 19 agosto 2005, n. 192).
2. L’Immobile risulta in classe energetica {classe_energetica}.{#allegati | contiene:"Attestato di prestazione energetica (APE)"} Copia dell’attestato è allegata al presente contratto.{/}
3. Per la durata della locazione il Conduttore assume l’esercizio e la manutenzione ordinaria dell’impianto termico dell’Immobile, con le relative responsabilità, ai sensi dell’art. 6 del D.P.R. 16 aprile 2013, n. 74.
## Uso dell’Immobile, sublocazione e animali [[#uso]]
{#conduttori | qualcuno:"tipo":"Persona giuridica"}
1. L’Immobile è destinato esclusivamente ad uso abitativo di foresteria, per l’alloggio di {foresteria_occupanti}; è vietato ogni diverso uso.
2. L’alloggio delle persone così indicate non costituisce sublocazione né comodato dell’Immobile. Il Conduttore assicura che esse rispettino il presente contratto e il regolamento di condominio e risponde della perdita e del deterioramento dell’Immobile da esse cagionati (art. 1588, secondo comma, c.c.).
{/}
{^conduttori | qualcuno:"tipo":"Persona giuridica"}
1. L’Immobile è destinato esclusivamente ad uso di civile abitazione del Conduttore e delle persone con esso stabilmente conviventi; è vietato ogni diverso uso.
{/}
2. Il Conduttore si obbliga a osservare il regolamento di condominio{#allegati | contiene:"Regolamento di condominio"}, che dichiara di aver ricevuto in copia e che è allegato al presente contratto{/}, nonché le deliberazioni dell’assemblea condominiale.
{#sublocazione == "Vietate sia la sublocazione sia la cessione"}
3. È fatto divieto al Conduttore di sublocare l’Immobile, in tutto o in parte, di concederlo in comodato e di cedere il contratto senza il preventivo consenso scritto del Locatore.
{/}
{#sublocazione == "Consentita la sublocazione parziale, previa comunicazione"}
3. Il Conduttore può sublocare parzialmente l’Immobile, dandone preventiva comunicazione al Locatore con lettera raccomandata che indichi la persona del subconduttore, la durata del contratto e i vani sublocati; la sublocazione totale, il comodato e la cessione del contratto richiedono il preventivo consenso scritto del Locatore (art. 2 della Legge n. 392/1978).
{/}
{#animali == "Sì"}
4. Il Conduttore può detenere nell’Immobile animali domestici, nel rispetto del regolamento di condominio e delle norme igienico-sanitarie, rispondendo di ogni danno da essi arrecato.
{/}
{#animali == "Sì, previo consenso scritto del Locatore"}
4. Il Conduttore può detenere nell’Immobile animali domestici previo consenso scritto del Locatore, che non può essere negato senza giustificato motivo, e risponde di ogni danno da essi arrecato.
{/}
{#animali == "No"}
4. È fatto divieto al Conduttore di detenere stabilmente animali nell’Immobile.
{/}
{#danni_animali_arredi == "Sì"}
5. Il Conduttore risponde in particolare dei danni arrecati dagli animali agli arredi, alle dotazioni e alle finiture dell’Immobile, e si obbliga a ripararli o a rimborsarne il valore di sostituzione entro trenta giorni dalla richiesta del Locatore.
{/}
{#conduttori | plurale:"":"più conduttori"}
## Solidarietà dei conduttori
1. I soggetti che costituiscono il Conduttore, {conduttori | elenco:"nome cognome denominazione"}, sono obbligati in solido tra loro per l’adempimento di tutte le obbligazioni nascenti dal presente contratto.
2. Ogni comunicazione del Locatore indirizzata a uno di essi ha effetto nei confronti di tutti.
{/}
{#locatori | plurale:"":"più locatori"}
## Pluralità di locatori
1. I soggetti che costituiscono il Locatore, {locatori | elenco:"nome cognome denominazione"}, esercitano congiuntamente i diritti nascenti dal presente contratto.
2. Il pagamento del canone eseguito nei modi previsti dal presente contratto libera il Conduttore nei confronti di tutti.
{/}
## Accesso all’Immobile
1. Il Locatore può accedere all’Immobile, con preavviso di almeno tre giorni e in orari da concordare, per accertarne lo stato d’uso.
2. Negli ultimi sei mesi di locazione, o in caso di messa in vendita, il Locatore può inoltre farlo visitare ad aspiranti conduttori o acquirenti, con lo stesso preavviso e non più di due volte alla settimana.
## Registrazione e spese
1. Il Locatore provvede alla registrazione del presente contratto nel termine perentorio di trenta giorni dalla sottoscrizione.
2. Nei successivi sessanta giorni il Locatore ne dà documentata comunicazione al Conduttore e all’amministratore del condominio, anche ai fini dell’anagrafe condominiale (art. 13, comma 1, della Legge n. 431/1998).
{#cedolare_secca == "Sì"}
2. In ragione dell’opzione per la cedolare secca, non sono dovute l’imposta di registro e l’imposta di bollo.
{/}
{#spese_bollo}
2. L’imposta di registro è a carico del Locatore e del Conduttore in parti uguali (art. 8 della Legge n. 392/1978); l’imposta di bollo sul contratto e sulle quietanze è {spese_bollo}.
{/}
## Mediazione e foro competente [[#controversie]]
1. Per ogni controversia relativa al presente contratto le Parti esperiscono preventivamente il procedimento di mediazione.
2. La mediazione è condizione di procedibilità della domanda giudiziale ai sensi dell’art. 5 del D.Lgs. 4 marzo 2010, n. 28; le Parti vi partecipano personalmente o a mezzo di un rappresentante munito dei poteri necessari per la composizione della controversia.
2. È competente il giudice del luogo in cui si trova l’Immobile (art. 21 c.p.c.).
## Dati personali e disposizioni finali
1. Le Parti si danno reciprocamente atto di aver ricevuto l’informativa sul trattamento dei dati personali.
2. I dati personali sono trattati per la sola gestione del rapporto e per gli adempimenti di legge, nel rispetto del Regolamento (UE) 2016/679 e del D.Lgs. 30 giugno 2003, n. 196.
2. Ogni modifica al presente contratto richiede la forma scritta. Per quanto non previsto, le Parti rinviano alle disposizioni del codice civile, della Legge 27 luglio 1978, n. 392, della Legge 9 dicembre 1998, n. 431 e agli usi locali.
### ALLEGATI
{#allegati | contiene:"Attestato di prestazione energetica (APE)"}
a) attestato di prestazione energetica (APE)
{/}
{#allegati | contiene:"Inventario degli arredi" && arredato != "No, non arredato"}
a) inventario degli arredi
{/}
{#allegati | contiene:"Verbale di consegna con documentazione fotografica"}
a) verbale di consegna con documentazione fotografica
{/}
{#allegati | contiene:"Regolamento di condominio"}
a) regolamento di condominio
{/}
{#allegati | contiene:"Copia dei documenti d'identità delle parti"}
a) copia dei documenti d’identità delle Parti
{/}
Luogo e data: {luogo_stipula}, {data_stipula | data_breve}
${SIGNATURES}
Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., le Parti dichiarano di aver letto e di approvare specificamente le seguenti clausole: [[art-titolo:durata]], [[art-titolo:recesso]], [[art-titolo:canone]], [[art-titolo:uso]] e [[art-titolo:controversie]].
${SIGNATURES}
`;
