import { companyText, personTextAtStart } from '../party-questions';
import { consulenzaClauses } from './source-clauses';

const parties = `
# Contratto di consulenza professionale
[[sottotitolo]] *(contratto d’opera intellettuale, artt. 2222 e 2229 ss. del codice civile)*
### TRA
[[sinistra]] Il/La Dott./Dott.ssa **{professionista_nome}**, nato/a a {professionista_nascita_luogo} il {professionista_nascita_data}, con studio in {professionista_studio}, codice fiscale {professionista_codice_fiscale}, partita IVA {professionista_partita_iva}, PEC {professionista_pec} (di seguito, il **“Professionista”**);
### E
{#tipo_cliente == "Consumatore"}
[[sinistra]] ${personTextAtStart('cliente')} (di seguito, il **“Cliente”**);
{/}
{#tipo_cliente == "Impresa o professionista"}
[[sinistra]] ${companyText('cliente')} (di seguito, il **“Cliente”**);
{/}
[[centro]] (di seguito, congiuntamente, le **“Parti”**)
### SI CONVIENE E SI STIPULA QUANTO SEGUE
## Oggetto dell’incarico [[#oggetto]]
1. Il Cliente conferisce al Professionista, che accetta, l’incarico di prestare attività di consulenza nei seguenti ambiti: {ambito}.
2. Le attività oggetto dell’incarico (di seguito, le **“Attività”**) consistono in: {attivita}
{#sede_formazione}
3. Le attività di formazione del personale si svolgono {sede_formazione}, secondo un calendario concordato tra le Parti.
{/}
4. L’incarico comporta un’obbligazione di mezzi e non di risultato: il Professionista svolge le Attività con la diligenza richiesta dalla natura dell’attività esercitata (art. 1176, comma 2, c.c.), senza garantire il conseguimento di un determinato risultato.
5. Le attività ulteriori rispetto a quelle indicate sono oggetto di separato accordo scritto tra le Parti, anche quanto al relativo compenso.
## Modalità di esecuzione
1. Il Professionista svolge l’incarico {modalita_prestazione}. Si avvale di mezzi e di un’organizzazione propri e non è soggetto ad alcun rapporto di subordinazione nei confronti del Cliente.
2. Il Professionista può avvalersi, sotto la propria direzione e responsabilità, di sostituti e ausiliari (art. 2232 c.c.).
3. Il Cliente fornisce tempestivamente le informazioni e i documenti necessari allo svolgimento delle Attività; il Professionista non risponde dei ritardi e degli errori dovuti a informazioni incomplete o inesatte ricevute dal Cliente.
4. Il Professionista informa periodicamente il Cliente sullo stato di avanzamento delle Attività e, su sua richiesta, gli fornisce una relazione scritta.
5. Le Parti possono concordare per iscritto un calendario delle Attività; i termini indicati hanno carattere ordinatorio, salvo che siano espressamente qualificati come essenziali.
## Compenso [[#compenso]]
{#compenso == "Importo forfettario"}
1. Per lo svolgimento delle Attività spetta al Professionista un compenso forfettario di euro {compenso_importo} ({compenso_importo | lettere}), oltre IVA e contributi previdenziali se dovuti.
{/}
{#compenso == "Tariffa oraria"}
1. Per lo svolgimento delle Attività spetta al Professionista un compenso di euro {tariffa_oraria} ({tariffa_oraria | lettere}) per ciascuna ora di attività effettivamente prestata, oltre IVA e contributi previdenziali se dovuti. Il Professionista rendiconta ogni mese al Cliente le ore prestate, con una descrizione sintetica delle attività svolte.
{/}
{#tetto_ore == "Sì"}
2. Senza la preventiva autorizzazione scritta del Cliente le ore prestate non possono superare complessivamente il limite di {ore_massime} {ore_massime | plurale:"ora":"ore"}; le ore eccedenti non autorizzate non sono dovute.
{/}
{#compenso == "Parte fissa e premio di risultato"}
1. Per lo svolgimento delle Attività spetta al Professionista un compenso fisso di euro {compenso_importo} ({compenso_importo | lettere}), oltre IVA e contributi previdenziali se dovuti, e un premio di risultato.
{/}
{#premio_risultato == "In misura fissa"}
2. Il premio di risultato è pari a euro {premio_importo} ({premio_importo | lettere}) ed è dovuto al raggiungimento del seguente obiettivo, verificato congiuntamente dalle Parti: {premio_obiettivo}.
{/}
{#premio_risultato == "In percentuale del beneficio economico conseguito"}
2. Il premio di risultato è pari al {premio_percentuale}% del beneficio economico effettivamente conseguito dal Cliente per effetto delle Attività, come risultante da {premio_fonte}.
{/}
3. Il compenso è corrisposto {fatturazione}, entro trenta giorni dal ricevimento della fattura, mediante bonifico bancario.
4. Le Parti riconoscono che il compenso è adeguato all’importanza dell’opera e al decoro della professione (art. 2233 c.c.); il Professionista dichiara di aver reso noto al Cliente il grado di complessità dell’incarico e gli oneri ipotizzabili dal conferimento alla conclusione dello stesso.
5. Sulle somme non pagate alla scadenza decorrono gli interessi di mora nella misura prevista dalla legge.
6. Il Professionista può chiedere al Cliente, secondo gli usi, anticipazioni sulle spese e acconti sul compenso in proporzione all’opera svolta (art. 2234 c.c.).
## Spese
{#spese == "Comprese nel compenso"}
1. Il compenso comprende tutte le spese sostenute dal Professionista per lo svolgimento delle Attività.
{/}
{#spese == "Rimborsate a piè di lista"}
1. Il Cliente rimborsa al Professionista, a piè di lista e dietro presentazione dei giustificativi, le spese sostenute per lo svolgimento delle Attività. Le spese di importo superiore a euro {spese_soglia} devono essere autorizzate preventivamente per iscritto.
{/}
{#spese == "Rimborsate in misura forfettaria"}
1. Il Cliente rimborsa al Professionista le spese sostenute per lo svolgimento delle Attività in misura forfettaria, pari al {spese_percentuale}% del compenso.
{/}
{#spese != "Comprese nel compenso"}
2. Le spese da rimborsare sono documentate e fatturate unitamente al compenso, con le stesse modalità di pagamento.
{/}
3. Restano in ogni caso a carico del Cliente le imposte, i diritti e gli oneri dovuti a pubbliche amministrazioni per atti compiuti in suo nome e nel suo interesse.
## Durata [[#durata]]
{#durata == "Fino al completamento delle attività"}
1. L’incarico decorre dalla sottoscrizione del presente contratto e termina con il completamento delle Attività, previsto indicativamente entro il {completamento_entro}.
{/}
{#durata == "sei mesi" || durata == "dodici mesi"}
1. L’incarico ha la durata di {durata} dalla sottoscrizione del presente contratto e cessa alla scadenza senza necessità di disdetta.
{/}
{#durata == "Dodici mesi con rinnovo tacito annuale"}
1. L’incarico ha la durata di dodici mesi dalla sottoscrizione del presente contratto e si rinnova tacitamente di anno in anno, salvo disdetta comunicata da una Parte all’altra almeno sessanta giorni prima della scadenza.
{/}
2. Le Parti possono prorogare l’incarico o ampliarne l’oggetto soltanto per iscritto.
3. Alla cessazione dell’incarico, per qualsiasi causa, il Professionista restituisce al Cliente i documenti da questo ricevuti e gli consegna gli elaborati prodotti, e il Cliente paga il compenso maturato e le spese sostenute fino a quella data.
`;

/** The professional consultancy agreement (contratto d'opera intellettuale). */
export const consulenzaSource = parties + consulenzaClauses;
