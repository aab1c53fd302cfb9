import { PARTY_SIGNER } from '../party-questions';

const SIGNATURES = `[[firme: L’Avvocato // Avv. {avvocato.nome} {avvocato.cognome} | @clienti Il Cliente // ${PARTY_SIGNER}]]`;

/** The engagement letter from the insurance to the signatures. */
export const conferimentoClauses = `
## Assicurazione professionale
1. L’Avvocato è assicurato per la responsabilità civile derivante dall’esercizio della professione, come prescrive l’art. 12 della Legge n. 247/2012.
2. La polizza n. {polizza_numero} è stipulata con {polizza_compagnia}, con un massimale di euro {polizza_massimale}; l’Avvocato ne consegna copia al Cliente che la richieda.
## Sistemi di intelligenza artificiale [[#ia]]
{#uso_ia == "Sì"}
1. L’Avvocato informa il Cliente dei sistemi di intelligenza artificiale che utilizza nello svolgimento dell’incarico (art. 13, comma 2, della Legge 23 settembre 2025, n. 132).
2. L’Avvocato si avvale dei seguenti sistemi: {sistemi_ia}, impiegati per {finalita_ia}.
3. Tali sistemi sono impiegati per sole attività strumentali e di supporto: il lavoro intellettuale resta prevalente e ogni atto, parere e scelta difensiva è verificato, deciso e sottoscritto personalmente dall’Avvocato, che ne risponde (art. 13, comma 1, della Legge n. 132/2025).
{/}
{#dati_ia == "No, i sistemi non ricevono documenti né dati personali del Cliente"}
4. I sistemi di intelligenza artificiale non ricevono documenti né dati personali del Cliente.
{/}
{#dati_ia == "Sì, solo in sistemi che trattano i dati nell’Unione europea e non li usano per l’addestramento"}
4. I documenti del Cliente sono caricati soltanto in sistemi che trattano i dati nell’Unione europea, sulla base di un contratto che ne vieta l’uso per l’addestramento dei modelli, e nel rispetto del segreto professionale.
{/}
{#uso_ia == "No"}
1. L’Avvocato informa il Cliente che nello svolgimento dell’incarico non si avvale di sistemi di intelligenza artificiale (art. 13, comma 2, della Legge 23 settembre 2025, n. 132).
2. Se intende avvalersene, l’Avvocato ne informa preventivamente il Cliente per iscritto, con linguaggio chiaro, semplice ed esaustivo, indicando i sistemi e le attività per le quali li utilizza.
{/}
## Trattamento dei dati personali
1. L’Avvocato, titolare del trattamento, fornisce al Cliente l’informativa prevista dall’art. 13 del Regolamento (UE) 2016/679 (**“GDPR”**).
[[solo-master]]
2. I dati personali del Cliente, compresi quelli appartenenti a categorie particolari e quelli relativi a condanne penali e reati, sono trattati per lo svolgimento dell’incarico e per gli adempimenti di legge, anche fiscali e antiriciclaggio (artt. 6, par. 1, lett. b) e c), 9, par. 2, lett. f), e 10 GDPR).
3. I dati possono essere comunicati ai sostituti e collaboratori dell’Avvocato, ai consulenti tecnici, alle controparti e ai loro difensori, agli uffici giudiziari e ai fornitori di servizi informatici nominati responsabili del trattamento; non sono diffusi.
4. I dati sono conservati per la durata dell’incarico e, dopo la sua conclusione, per il tempo di prescrizione dei diritti che ne derivano e degli obblighi di legge, di regola dieci anni.
5. Il Cliente può esercitare i diritti previsti dagli artt. da 15 a 22 GDPR (accesso, rettifica, cancellazione, limitazione, portabilità e opposizione) scrivendo all’indirizzo PEC {avvocato.pec}, e può proporre reclamo al Garante per la protezione dei dati personali (art. 77 GDPR).
[[/solo-master]]
## Recesso [[#recesso]]
1. Il Cliente può revocare l’incarico in qualsiasi momento, pagando il compenso per l’attività svolta e rimborsando le spese sostenute (art. 2237, comma 1, c.c.).
2. L’Avvocato può recedere dall’incarico per giusta causa, con un preavviso adeguato a consentire al Cliente di provvedere altrimenti alla propria assistenza (art. 32 del Codice deontologico forense).
3. Alla cessazione dell’incarico l’Avvocato restituisce al Cliente, a sua richiesta, i documenti da questo ricevuti (art. 33 del Codice deontologico forense).
## Disposizioni finali
1. Per quanto non previsto dal presente atto si applicano gli artt. 2229 e seguenti del codice civile, la Legge 31 dicembre 2012, n. 247 e il Codice deontologico forense.
2. Ogni modifica del presente atto richiede la forma scritta.
Luogo e data: {luogo_stipula}, {data_stipula | data_breve}
${SIGNATURES}
Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., il Cliente dichiara di approvare specificamente le seguenti clausole: [[art-titolo:compenso]], [[art-titolo:preventivo]] e [[art-titolo:recesso]].
[[firme: | @clienti Il Cliente // ${PARTY_SIGNER}]]
`;
