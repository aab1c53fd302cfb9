import { PARTY_SIGNER } from '../party-questions';

/** The consultancy agreement from withdrawal to the signatures. */
export const consulenzaClauses = `
## Recesso [[#recesso]]
{#recesso_cliente == "In qualsiasi momento (art. 2237 c.c.)"}
1. Il Cliente può recedere dal contratto in qualsiasi momento (art. 2237, comma 1, c.c.). In tal caso rimborsa al Professionista le spese sostenute e paga il compenso per l’opera svolta.
{/}
{#recesso_cliente == "Con preavviso scritto di trenta giorni"}
1. Il Cliente può recedere dal contratto con un preavviso scritto di almeno trenta giorni. In tal caso rimborsa al Professionista le spese sostenute e paga il compenso per l’opera svolta fino alla data di efficacia del recesso.
{/}
2. Il Professionista può recedere dal contratto per giusta causa, in modo da evitare pregiudizio al Cliente; in tal caso ha diritto al rimborso delle spese sostenute e al compenso per l’opera svolta, da determinarsi con riguardo al risultato utile che ne sia derivato al Cliente (art. 2237, commi 2 e 3, c.c.).
3. Il recesso è comunicato per iscritto con i mezzi previsti per le comunicazioni e ha effetto dal suo ricevimento, salvo il preavviso eventualmente dovuto.
{#modalita_conclusione == "A distanza (e-mail, PEC, piattaforme online)" || modalita_conclusione == "Fuori dai locali del professionista"}
## Diritto di recesso del consumatore
1. Il Cliente, in qualità di consumatore, dichiara di aver ricevuto prima della conclusione del contratto le informazioni di cui all’art. 49 del D.Lgs. 6 settembre 2005, n. 206 (**“Codice del consumo”**) e può recedere dal contratto, senza dover fornire alcuna motivazione, entro quattordici giorni dalla sua conclusione, inviando al Professionista una dichiarazione esplicita, anche mediante il modulo tipo di cui all’allegato I, parte B, del Codice del consumo.
{#esecuzione_anticipata == "Sì"}
2. Il Cliente chiede espressamente che l’esecuzione delle Attività abbia inizio durante il periodo di recesso e prende atto che, se recede, è tenuto a pagare un importo proporzionale alle prestazioni ricevute fino alla comunicazione del recesso e che perde il diritto di recesso una volta che le Attività siano state interamente eseguite (artt. 50, comma 3, 51, comma 8, 57, comma 3, e 59, comma 1, lett. a), del Codice del consumo).
{/}
{#esecuzione_anticipata == "No"}
2. L’esecuzione delle Attività ha inizio soltanto dopo la scadenza del termine per il recesso.
{/}
{/}
## Riservatezza
1. Il Professionista mantiene riservate le informazioni e i documenti di cui venga a conoscenza nello svolgimento dell’incarico. Non li utilizza per finalità diverse dall’esecuzione del contratto, anche dopo la sua cessazione, salvo gli obblighi di legge.
2. Il Professionista estende il medesimo obbligo ai propri sostituti, ausiliari e collaboratori e ne risponde come di fatto proprio.
3. L’obbligo di riservatezza non riguarda le informazioni di pubblico dominio né quelle la cui comunicazione è imposta dalla legge o da un provvedimento dell’autorità.
## Assicurazione professionale
{#polizza == "Sì, polizza obbligatoria per la sua professione"}
1. Il Professionista dichiara di essere titolare della polizza assicurativa per la responsabilità civile professionale prevista dall’art. 5 del D.P.R. 7 agosto 2012, n. 137.
{/}
{#polizza == "Sì, polizza facoltativa"}
1. Il Professionista dichiara di aver stipulato volontariamente una polizza assicurativa per la responsabilità civile professionale.
{/}
{#polizza == "Sì, polizza obbligatoria per la sua professione" || polizza == "Sì, polizza facoltativa"}
2. La polizza è stipulata con {polizza_compagnia} (polizza n. {polizza_numero}), con un massimale di euro {polizza_massimale}.
3. Il Professionista si obbliga a mantenere in vigore la polizza per tutta la durata dell’incarico e a consegnarne copia al Cliente che ne faccia richiesta.
{/}
{#polizza == "No"}
1. Il Professionista dichiara di non essere titolare di una polizza assicurativa per la responsabilità civile professionale, copertura che non è obbligatoria per l’attività oggetto dell’incarico.
2. Il Cliente prende atto che il Professionista risponde dei danni derivanti dallo svolgimento delle Attività con il proprio patrimonio, nei limiti previsti dalla legge (art. 2236 c.c.).
{/}
## Elaborati e proprietà intellettuale
{#proprieta_elaborati == "Al Cliente, dal pagamento integrale del compenso"}
1. I diritti di utilizzazione economica sugli elaborati, le relazioni e i documenti prodotti dal Professionista nell’esecuzione dell’incarico spettano al Cliente dal pagamento integrale del compenso. Il Professionista conserva il diritto di utilizzare le conoscenze e l’esperienza generali acquisite.
{/}
{#proprieta_elaborati == "Al Professionista, con licenza d'uso al Cliente"}
1. Gli elaborati, le relazioni e i documenti prodotti nell’esecuzione dell’incarico restano di titolarità del Professionista. Dal pagamento integrale del compenso il Professionista concede al Cliente una licenza d’uso non esclusiva, non trasferibile e a tempo indeterminato per le sole esigenze interne del Cliente.
{/}
2. Il Professionista può menzionare l’incarico tra le proprie referenze professionali, senza rivelarne il contenuto né le informazioni riservate del Cliente, salvo che questi vi si opponga per iscritto.
3. Il Professionista conserva copia degli elaborati e dei documenti per il tempo previsto dalla legge e dalle norme deontologiche della sua professione.
## Trattamento dei dati personali
1. Ciascuna Parte tratta i dati personali dell’altra in qualità di titolare autonomo, per la sola esecuzione del contratto e per gli adempimenti di legge.
2. Il trattamento avviene nel rispetto del Regolamento (UE) 2016/679 (**“GDPR”**) e del D.Lgs. 30 giugno 2003, n. 196; il Professionista ha fornito al Cliente l’informativa di cui all’art. 13 GDPR.
{#trattamento_dati == "Sì, come responsabile del trattamento (art. 28 GDPR)"}
3. Per i dati personali che tratta per conto del Cliente nell’esecuzione dell’incarico, il Professionista agisce quale responsabile del trattamento ai sensi dell’art. 28 GDPR, secondo le istruzioni documentate del Cliente contenute nell’accordo sul trattamento dei dati allegato al presente contratto, che ne costituisce parte integrante.
{/}
4. Ciascuna Parte adotta misure tecniche e organizzative adeguate a proteggere i dati personali trattati (art. 32 GDPR).
## Comunicazioni
1. Le comunicazioni relative al presente contratto sono effettuate per iscritto.
2. Le comunicazioni sono inviate a mezzo {comunicazioni | oppure}, agli indirizzi indicati in epigrafe o a quelli comunicati successivamente.
3. Ciascuna Parte comunica tempestivamente all’altra ogni variazione dei propri recapiti; in mancanza, le comunicazioni inviate ai recapiti precedenti si considerano validamente ricevute.
## Foro competente [[#foro]]
{#tipo_cliente == "Consumatore"}
1. Per ogni controversia relativa al presente contratto è competente il giudice del luogo di residenza o di domicilio del Cliente consumatore (art. 33, comma 2, lett. u), del Codice del consumo).
{/}
{#tipo_cliente == "Impresa o professionista"}
1. Per ogni controversia relativa al presente contratto è competente in via esclusiva {foro}.
{/}
2. Prima di agire in giudizio ciascuna Parte può promuovere un tentativo di conciliazione davanti a un organismo di mediazione iscritto nel registro tenuto dal Ministero della giustizia.
3. Resta ferma la facoltà di ciascuna Parte di chiedere all’autorità giudiziaria competente provvedimenti cautelari o d’urgenza.
## Disposizioni finali
1. Per quanto non previsto dal presente contratto si applicano le disposizioni degli artt. 2222 e seguenti e 2229 e seguenti del codice civile{#tipo_cliente == "Consumatore"} e del Codice del consumo{/}.
2. Ogni modifica del presente contratto richiede la forma scritta.
3. L’invalidità o l’inefficacia di una clausola non comporta quella delle altre, che restano pienamente efficaci.
Luogo e data: {luogo_stipula}, {data_stipula | data_breve}
[[firme: Il Professionista // {professionista_nome} | @clienti Il Cliente // ${PARTY_SIGNER}]]
{#tipo_cliente == "Impresa o professionista"}
Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., il Cliente dichiara di approvare specificamente le seguenti clausole: [[art-titolo:compenso]], [[art-titolo:durata]], [[art-titolo:recesso]] e [[art-titolo:foro]].
[[firme: | @clienti Il Cliente // ${PARTY_SIGNER}]]
{/}
`;
