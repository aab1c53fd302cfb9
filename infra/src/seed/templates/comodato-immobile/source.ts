import { companyText, personTextAtStart } from '../party-questions';

const party = (prefix: string, kind: string, role: string): string => `
{#${kind} == "Persona fisica"}
[[sinistra]] ${personTextAtStart(prefix)} (di seguito, il **“${role}”**);
{/}
{#${kind} == "Società o altro ente"}
[[sinistra]] ${companyText(prefix)} (di seguito, il **“${role}”**);
{/}`;

const ending = (months: number) =>
  `{#durata == "${['dodici', 'ventiquattro', 'trentasei'][months / 12 - 1]} mesi"}{decorrenza | aggiungi_mesi:${months} | aggiungi_giorni:-1}{/}`;

/** The gratuitous loan of a property (comodato d'uso, artt. 1803 ss. c.c.). */
export const comodatoSource = `
# Contratto di comodato d’uso gratuito di immobile
[[sottotitolo]] *(artt. 1803 e seguenti del codice civile)*
### TRA
${party('comodante', 'tipo_comodante', 'Comodante')}
### E
${party('comodatario', 'tipo_comodatario', 'Comodatario')}
[[centro]] (di seguito, congiuntamente, le **“Parti”**)
### SI CONVIENE E SI STIPULA QUANTO SEGUE
## Oggetto [[#oggetto]]
1. Il Comodante concede in comodato d’uso gratuito al Comodatario, che accetta, {tipo_immobile}, sito in {immobile_indirizzo} e censito al Catasto Fabbricati con i seguenti dati: {dati_catastali} (di seguito, l’**“Immobile”**).
2. Il comodato è essenzialmente gratuito (art. 1803, comma 2, c.c.): per l’uso dell’Immobile non è dovuto alcun corrispettivo.
3. L’Immobile è consegnato al Comodatario il {decorrenza}, nello stato di fatto in cui si trova, che il Comodatario dichiara di conoscere e di trovare idoneo all’uso convenuto.
## Uso dell’Immobile [[#uso]]
[[solo-master]]
1. Il Comodatario si serve dell’Immobile esclusivamente come {uso}, con la diligenza del buon padre di famiglia (art. 1804 c.c.).
2. Il Comodatario non può concedere a terzi il godimento dell’Immobile, neppure temporaneamente, senza il consenso scritto del Comodante; in caso contrario il Comodante può chiedere l’immediata restituzione dell’Immobile e il risarcimento del danno (art. 1804, comma 3, c.c.).
3. Il Comodatario non può eseguire opere o modifiche senza il consenso scritto del Comodante; le migliorie eseguite restano acquisite all’Immobile senza diritto a rimborso.
[[/solo-master]]
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
4. Alla restituzione l’Immobile è riconsegnato nello stato in cui è stato ricevuto, salvo il deterioramento dovuto all’uso conforme al contratto (art. 1807 c.c.).
## Spese [[#spese]]
1. Sono a carico del Comodatario le spese ordinarie per servirsi dell’Immobile (art. 1808 c.c.) e in particolare: {spese}.
{#rimborso_condominio}
2. Le spese condominiali ordinarie sono pagate {rimborso_condominio}.
{/}
3. Restano a carico del Comodante le spese straordinarie necessarie e urgenti per la conservazione dell’Immobile, delle quali il Comodatario gli dà tempestivo avviso.
{#deposito == "Sì"}
## Deposito
[[solo-master]]
A garanzia delle proprie obbligazioni il Comodatario versa al Comodante la somma di euro {deposito_importo} ({deposito_importo | lettere}), non produttiva di interessi, che è restituita al termine del comodato previa verifica dello stato dell’Immobile.
[[/solo-master]]
{/}
## Responsabilità
Il Comodatario risponde del perimento e del deterioramento dell’Immobile che non derivino dall’uso conforme al contratto (artt. 1805 e 1807 c.c.) ed è custode dell’Immobile ai sensi dell’art. 2051 c.c.
## Registrazione e foro competente [[#foro]]
1. Il presente contratto è registrato a cura {#registrazione == "il Comodante"}del Comodante{/}{#registrazione == "il Comodatario"}del Comodatario{/} entro venti giorni dalla sottoscrizione; l’imposta di registro in misura fissa è a carico delle Parti in parti uguali.
2. Per ogni controversia relativa al presente contratto è competente il giudice del luogo in cui si trova l’Immobile.
3. Per quanto non previsto si applicano gli artt. 1803 e seguenti del codice civile.
Luogo e data: {luogo_stipula}, {data_stipula | data_breve}
[[firme: Il Comodante | Il Comodatario]]
Ai sensi e per gli effetti degli artt. 1341 e 1342 c.c., le Parti dichiarano di approvare specificamente le clausole di cui ai seguenti articoli: [[art:uso]] (Uso dell’Immobile), [[art:durata]] (Durata e restituzione) e [[art:foro]] (Registrazione e foro competente).
[[firme: Il Comodante | Il Comodatario]]
`;
