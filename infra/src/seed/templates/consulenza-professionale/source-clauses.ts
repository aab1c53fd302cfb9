/** The consultancy agreement from withdrawal to the signatures. */
export const consulenzaClauses = `
## Recesso [[#recesso]]
{#recesso_cliente == "In qualsiasi momento (art. 2237 c.c.)"}
1. Il Cliente può recedere dal contratto in qualsiasi momento, rimborsando al Professionista le spese sostenute e pagando il compenso per l’opera svolta (art. 2237, comma 1, c.c.).
{/}
{#recesso_cliente == "Con preavviso scritto di trenta giorni"}
1. Il Cliente può recedere dal contratto con un preavviso scritto di almeno trenta giorni, rimborsando al Professionista le spese sostenute e pagando il compenso per l’opera svolta fino alla data di efficacia del recesso.
{/}
2. Il Professionista può recedere dal contratto per giusta causa, in modo da evitare pregiudizio al Cliente; in tal caso ha diritto al rimborso delle spese sostenute e al compenso per l’opera svolta, da determinarsi con riguardo al risultato utile che ne sia derivato al Cliente (art. 2237, commi 2 e 3, c.c.).
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
Il Professionista mantiene riservate le informazioni e i documenti di cui venga a conoscenza nello svolgimento dell’incarico e non li utilizza per finalità diverse dall’esecuzione del contratto, anche dopo la sua cessazione, salvo gli obblighi di legge.
## Assicurazione professionale
{#polizza == "Sì, polizza obbligatoria per la sua professione"}
Il Professionista dichiara di essere titolare di una polizza assicurativa per la responsabilità civile derivante dall’esercizio dell’attività professionale, stipulata con {polizza_compagnia} (polizza n. {polizza_numero}, massimale di euro {polizza_massimale}), ai sensi dell’art. 5 del D.P.R. 7 agosto 2012, n. 137.
{/}
{#polizza == "Sì, polizza facoltativa"}
Il Professionista dichiara di aver stipulato volontariamente una polizza assicurativa per la responsabilità civile professionale con {polizza_compagnia} (polizza n. {polizza_numero}, massimale di euro {polizza_massimale}).
{/}
{#polizza == "No"}
Il Professionista dichiara di non essere titolare di una polizza assicurativa per la responsabilità civile professionale e che tale copertura non è obbligatoria per l’attività oggetto dell’incarico.
{/}
## Elaborati e proprietà intellettuale
[[solo-master]]
{#proprieta_elaborati == "Al Cliente, dal pagamento integrale del compenso"}
I diritti di utilizzazione economica sugli elaborati, le relazioni e i documenti prodotti dal Professionista nell’esecuzione dell’incarico spettano al Cliente dal pagamento integrale del compenso; il Professionista conserva il diritto di utilizzare le conoscenze e l’esperienza generali acquisite.
{/}
{#proprieta_elaborati == "Al Professionista, con licenza d'uso al Cliente"}
Gli elaborati, le relazioni e i documenti prodotti nell’esecuzione dell’incarico restano di titolarità del Professionista, che concede al Cliente, dal pagamento integrale del compenso, una licenza d’uso non esclusiva, non trasferibile e a tempo indeterminato per le sole esigenze interne del Cliente.
{/}
[[/solo-master]]
## Trattamento dei dati personali
{#trattamento_dati != "Sì, come responsabile del trattamento (art. 28 GDPR)"}
Ciascuna Parte tratta i dati personali dell’altra, in qualità di titolare autonomo, per la sola esecuzione del contratto e per gli adempimenti di legge, nel rispetto del Regolamento (UE) 2016/679 (**“GDPR”**) e del D.Lgs. 30 giugno 2003, n. 196; il Professionista ha fornito al Cliente l’informativa di cui all’art. 13 GDPR.
{/}
{#trattamento_dati == "Sì, come responsabile del trattamento (art. 28 GDPR)"}
1. Ciascuna Parte tratta i dati personali dell’altra, in qualità di titolare autonomo, per la sola esecuzione del contratto e per gli adempimenti di legge, nel rispetto del Regolamento (UE) 2016/679 (**“GDPR”**) e del D.Lgs. 30 giugno 2003, n. 196; il Professionista ha fornito al Cliente l’informativa di cui all’art. 13 GDPR.
2. Per i dati personali che tratta per conto del Cliente nell’esecuzione dell’incarico, il Professionista agisce quale responsabile del trattamento ai sensi dell’art. 28 GDPR, secondo le istruzioni documentate del Cliente contenute nell’accordo sul trattamento dei dati allegato al presente contratto, che ne costituisce parte integrante.
{/}
## Comunicazioni
Le comunicazioni relative al presente contratto sono effettuate per iscritto a mezzo {comunicazioni | oppure}, agli indirizzi indicati in epigrafe o a quelli comunicati successivamente.
## Foro competente [[#foro]]
{#tipo_cliente == "Consumatore"}
Per ogni controversia relativa al presente contratto è competente il giudice del luogo di residenza o di domicilio del Cliente consumatore (art. 33, comma 2, lett. u), del Codice del consumo).
{/}
{#tipo_cliente == "Impresa o professionista"}
Per ogni controversia relativa al presente contratto è competente in via esclusiva {foro}.
{/}
## Rinvio
Per quanto non previsto dal presente contratto si applicano le disposizioni degli artt. 2222 e seguenti e 2229 e seguenti del codice civile{#tipo_cliente == "Consumatore"} e del Codice del consumo{/}.
Luogo e data: {luogo_stipula}, {data_stipula | data_breve}
[[firme: Il Professionista | Il Cliente]]
{#tipo_cliente == "Impresa o professionista"}
Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., il Cliente dichiara di approvare specificamente le clausole di cui ai seguenti articoli: [[art:compenso]] (Compenso), [[art:durata]] (Durata), [[art:recesso]] (Recesso) e [[art:foro]] (Foro competente).
[[firme: | Il Cliente]]
{/}
`;
