import { partiesParagraphs } from '../party-questions';
import { INCARICO } from './questions';
import { conferimentoClauses } from './source-clauses';

/**
 * The lawyer and the firm, written from the buyer's account and billing data (docs/api.md, "The firm's data"). What
 * the account or the billing data lack (a codice fiscale or Ordine not given at registration; the firm of a lawyer
 * who has not given billing data yet) leaves out its whole clause, never a dangling «codice fiscale ,».
 */
const AVVOCATO =
  '[[sinistra]] l’Avv. **{avvocato.nome} {avvocato.cognome}**{#avvocato.codice_fiscale != ""}, codice fiscale {avvocato.codice_fiscale}{/}{#avvocato.ordine != ""}, con iscrizione all’albo tenuto dall’{avvocato.ordine}{/}, PEC {avvocato.pec}{#studio.denominazione != ""}, con studio {studio.presso}, in {studio.indirizzo}, {studio.cap} {studio.comune} ({studio.provincia}), partita IVA {studio.partita_iva}{/} (di seguito, l’**“Avvocato”**)';

/** An amount rounded to the cent, as an operand of a larger expression. */
const toCents = (expression: string): string => `(${expression} | arrotonda:2)`;

/**
 * The preventivo's items and total (art. 13, comma 5, L. 247/2012) when the fee is determined as `option`: the fee
 * `compenso` (an expression in cents), described by `how`; the spese generali 15 % of the fee (art. 2, comma 2, D.M.
 * 55/2014); the CPA 4 % of fee and spese generali; IVA 22 % of the three; the expenses advanced in the client's name,
 * outside IVA (art. 15 D.P.R. 633/1972); the total, in figures and words. As an invoice computes them, each item is
 * rounded to the cent and the next one computed on the rounded ones, so the items add up to the total to the cent:
 * `imponibile` (fee and spese generali) and `conCassa` (with the CPA) are sums of cents, and a sum of cents plus a
 * share rounded once is the share's rounding (the total is `conCassa * 1.22 + spese`, written rounded once).
 */
const preventivoItems = (option: string, compenso: string, how: string): string => {
  const imponibile = toCents(`${compenso} * 1.15`);
  const conCassa = toCents(`${imponibile} * 1.04`);
  const totale = `${conCassa} * 1.22 + spese_stimate`;
  return `{#compenso == "${option}"}
a) compenso professionale${how}: euro {${compenso}};
a) rimborso forfettario delle spese generali, nella misura del 15 per cento del compenso (art. 2, comma 2, del D.M. 10 marzo 2014, n. 55): euro {${compenso} * 0.15};
a) contributo integrativo alla Cassa Nazionale di Previdenza e Assistenza Forense, nella misura del 4 per cento del compenso e delle spese generali: euro {${imponibile} * 0.04};
a) IVA, nella misura del 22 per cento del compenso, delle spese generali e del contributo integrativo: euro {${conCassa} * 0.22};
a) spese vive stimate, anticipate in nome e per conto del Cliente (contributo unificato, imposte, diritti e spese di notifica) ed escluse dalla base imponibile dell’IVA (art. 15 del D.P.R. 26 ottobre 1972, n. 633): euro {spese_stimate}.
3. Il costo complessivo prevedibile della prestazione è pertanto di euro {${totale}} ({${totale} | lettere}).
{/}`;
};

const parties = `
# Conferimento di incarico professionale
[[sottotitolo]] *(artt. 2229 ss. del codice civile e art. 13 della Legge 31 dicembre 2012, n. 247)*
### TRA
${partiesParagraphs('clienti', 'il **“Cliente”**')}
### E
${AVVOCATO}
[[centro]] (il Cliente e l’Avvocato, di seguito, congiuntamente, le **“Parti”**)
### SI CONVIENE QUANTO SEGUE
## Oggetto dell’incarico [[#oggetto]]
1. Il Cliente conferisce all’Avvocato, che accetta, l’incarico di {tipo_incarico} nella seguente questione:
[[rientro]] {oggetto}
{#autorita_giudiziaria}
2. L’incarico comprende la rappresentanza e la difesa del Cliente nel primo grado di giudizio, davanti alla seguente autorità giudiziaria: {autorita_giudiziaria}. I gradi successivi, i procedimenti cautelari autonomi e l’esecuzione richiedono un nuovo conferimento, anche quanto al compenso. A tal fine il Cliente rilascia all’Avvocato procura alle liti con atto separato.
{/}
3. L’Avvocato ha informato il Cliente della possibilità di avvalersi del procedimento di mediazione e della negoziazione assistita, e dei casi in cui il loro esperimento è condizione di procedibilità della domanda giudiziale (art. 4, comma 3, del D.Lgs. 4 marzo 2010, n. 28 e art. 2, comma 7, del D.L. 12 settembre 2014, n. 132).
4. L’obbligazione dell’Avvocato è di mezzi e non di risultato: l’Avvocato non garantisce l’esito favorevole della questione.
## Svolgimento dell’incarico
1. L’Avvocato svolge l’incarico con diligenza, lealtà e indipendenza, nel rispetto della legge e del Codice deontologico forense.
[[solo-master]]
2. L’Avvocato può farsi sostituire da altri avvocati e avvalersi di collaboratori e praticanti, sotto la propria direzione e responsabilità (art. 14 della Legge n. 247/2012); la scelta di un domiciliatario è concordata con il Cliente.
3. L’Avvocato informa il Cliente sullo svolgimento dell’incarico e, a sua richiesta, gli consegna copia degli atti e dei documenti relativi (art. 27 del Codice deontologico forense).
4. Il Cliente fornisce tempestivamente all’Avvocato informazioni veritiere e complete e i documenti necessari, e lo informa di ogni circostanza sopravvenuta rilevante per l’incarico.
5. Il Cliente fornisce i dati e i documenti necessari all’adeguata verifica prevista dalla normativa antiriciclaggio (D.Lgs. 21 novembre 2007, n. 231).
[[/solo-master]]
## Compenso [[#compenso]]
{#compenso == "Importo forfettario"}
1. Per l’incarico è pattuito un compenso forfettario di euro {compenso_importo} ({compenso_importo | lettere}).
{/}
{#compenso == "Tariffa oraria"}
1. Per l’incarico è pattuito un compenso di euro {tariffa_oraria} ({tariffa_oraria | lettere}) per ciascuna ora di attività effettivamente prestata, rendicontata al Cliente con la descrizione sintetica delle attività svolte.
{/}
2. Al compenso si aggiungono il rimborso forfettario delle spese generali nella misura del 15 per cento (art. 2 del D.M. 10 marzo 2014, n. 55), il contributo integrativo dovuto alla Cassa Nazionale di Previdenza e Assistenza Forense nella misura del 4 per cento e l’IVA nella misura di legge.
3. Le spese vive sostenute per l’incarico (contributo unificato, imposte, diritti, spese di notifica e di trasferta) sono a carico del Cliente, che le rimborsa dietro presentazione dei giustificativi.
{#acconto == "Sì"}
4. Alla sottoscrizione del presente atto il Cliente versa all’Avvocato un acconto di euro {acconto_importo} ({acconto_importo | lettere}), imputato al compenso dovuto (art. 2234 c.c.).
{/}
5. Il compenso è pagato entro trenta giorni dal ricevimento della fattura. L’Avvocato può chiedere acconti in proporzione all’attività svolta e alle spese da sostenere.
## Preventivo scritto [[#preventivo]]
1. L’Avvocato ha reso noto al Cliente il livello di complessità dell’incarico (art. 13, comma 5, della Legge 31 dicembre 2012, n. 247).
2. L’Avvocato comunica per iscritto al Cliente la prevedibile misura del costo della prestazione, distinguendo fra compenso, spese forfettarie e oneri:
${preventivoItems(INCARICO.forfettario, 'compenso_importo', ' forfettario')}
${preventivoItems(INCARICO.orario, toCents('tariffa_oraria * ore_stimate'), ', calcolato sulla tariffa di euro {tariffa_oraria} per ora per un impegno stimato in {ore_stimate} {ore_stimate | plurale:"ora":"ore"}')}
[[solo-master]]
4. La stima si fonda sulle informazioni disponibili alla data di sottoscrizione. Se nel corso dell’incarico emergono circostanze non prevedibili che ne modificano sensibilmente il costo, l’Avvocato ne informa tempestivamente il Cliente per iscritto, prima di svolgere le attività ulteriori.
[[/solo-master]]
`;

/** The lawyer's engagement letter (conferimento di incarico professionale). */
export const conferimentoSource = parties + conferimentoClauses;
