import { GROUP_LIMITS } from '../domain/question';

const elements = (count: number) => (count === 1 ? '1 elemento' : `${count} elementi`);

/**
 * Italian problems of a group's answer (docs/api.md, "Repeating groups and parties"). Each names the item
 * (`Locatore 2`) and, when it is about one, the field by its question (`Locatore 2 – Codice fiscale: ...`).
 */
export const groupAnswerMessages = {
  /** What names one field of one item, in messages and in a contract's detail. */
  fieldName: (label: string, position: number, field: string) => `${label} ${position} – ${field}`,
  /** docs/api.md, "Identifiers checked where they are typed": the item's codice fiscale and birth date disagree. */
  birthDateMismatch: (label: string, position: number) =>
    `La data di nascita di ${label} ${position} non corrisponde al codice fiscale.`,
  notAList: (question: string, label: string) =>
    `La risposta alla domanda "${question}" deve essere un elenco, con un elemento per ogni ${label}.`,
  tooFew: (question: string, min: number, count: number) =>
    `La domanda "${question}" richiede almeno ${elements(min)} (indicati: ${count}).`,
  tooMany: (question: string, max: number, count: number) =>
    `La domanda "${question}" ammette al massimo ${elements(max)} (indicati: ${count}).`,
  notAnItem: (label: string, position: number) =>
    `${label} ${position}: le risposte vanno inviate come coppie campo-risposta, per esempio {"nome": "Mario"}.`,
  unknownField: (label: string, position: number, key: string) =>
    `${label} ${position} – "${key}": il campo non esiste in questo gruppo.`,
  missingField: (name: string) => `${name}: manca la risposta.`,
  fieldNotAsked: (name: string) =>
    `${name}: il campo non va compilato con le altre risposte date per questo elemento.`,
} as const;

/** Italian problems of a group question's definition; a field's problems follow `campo n. 2 ("nome"): `. */
export const groupQuestionMessages = {
  fieldPrefix: (position: number, variable: string) =>
    variable ? `campo n. ${position} ("${variable}")` : `campo n. ${position}`,
  itemLabel: `L'etichetta di un elemento (item_label) deve avere da 1 a ${GROUP_LIMITS.itemLabelLength} caratteri, per esempio "Locatore".`,
  itemCount: (field: string) => `"${field}" deve essere un numero intero da 1 a ${GROUP_LIMITS.maxItems}.`,
  minAboveMax: 'Il numero minimo di elementi (min_items) supera il numero massimo (max_items).',
  fieldCount: `Un gruppo deve avere da 1 a ${GROUP_LIMITS.fields} campi.`,
  withOptions: 'Un gruppo non ha risposte tra cui scegliere: le risposte sono quelle dei suoi campi.',
  multiple: 'Un gruppo non può essere a scelta multipla.',
  nested: 'Un campo non può essere a sua volta un gruppo.',
  fieldKeyDollar:
    'La chiave di un campo non può iniziare con $: i nomi con $ sono riservati ai cicli ($posizione, $separatore...).',
  fieldKeyDuplicate: (otherPosition: number) =>
    `La chiave è già usata dal campo n. ${otherPosition} dello stesso gruppo.`,
  fieldKeyTopLevel: (questionPosition: number) =>
    `La chiave è già usata dalla domanda n. ${questionPosition}: un campo deve avere una chiave diversa da quelle delle domande.`,
  fieldConditionNotEarlier: (position: number, variable: string) =>
    `La condizione n. ${position} si riferisce a "${variable}", che non è né un campo precedente dello stesso gruppo né una domanda precedente al gruppo.`,
  conditionOnGroup: (position: number, variable: string) =>
    `La condizione n. ${position} si riferisce al gruppo "${variable}": di un gruppo una condizione chiede se qualche elemento, o tutti, hanno una risposta (per esempio {"${variable}": {"any": {"tipo": "Persona giuridica"}}}).`,
  conditionOnField: (position: number, variable: string, group: string) =>
    `La condizione n. ${position} si riferisce a "${variable}", un campo del gruppo "${group}": fuori dal gruppo si chiede se qualche elemento, o tutti, hanno una risposta (per esempio {"${group}": {"any": {"${variable}": "…"}}}).`,
} as const;

/** Italian problems of tags on groups and parties, for the template check (each follows the tag and its text). */
export const groupTagMessages = {
  fieldOutsideLoop: (field: string, group: string) =>
    `"${field}" è un campo del gruppo "${group}": si usa solo dentro il suo ciclo {#${group}}…{/${group}}.`,
  unknownInLoop: (name: string, group: string) =>
    `"${name}" non è un campo del gruppo "${group}", né una domanda, né uno dei nomi del ciclo ($posizione, $separatore, $primo, $ultimo).`,
  dollarOutsideLoop: (name: string) =>
    `"${name}" esiste solo dentro il ciclo di un gruppo, per esempio {#locatori}…{/locatori}.`,
  nestedLoop: (group: string, outer: string) =>
    `il ciclo sul gruppo "${group}" è dentro il ciclo sul gruppo "${outer}": i cicli non si annidano, chiudi prima {/${outer}}.`,
  groupAsText: (group: string) =>
    `"${group}" è un gruppo: scrivilo con un ciclo {#${group}}…{/${group}} o con un filtro, per esempio {${group} | elenco:"nome cognome"}.`,
  onlyOnGroup: (filter: string, name: string) =>
    `il filtro ${filter} si usa solo su un gruppo, e "${name}" non lo è.`,
  needsTwoTexts: (filter: string, example: string) =>
    `il filtro ${filter} richiede due testi tra virgolette, per esempio ${filter}:${example}.`,
  elencoNeedsFields:
    'il filtro elenco richiede i nomi dei campi tra virgolette, separati da spazi, per esempio elenco:"nome cognome".',
  elencoUnknownField: (field: string, group: string) =>
    `il gruppo "${group}" non ha il campo "${field}" chiesto dal filtro elenco.`,
  onlyOnCodiceFiscale: (filter: string, name: string) =>
    `il filtro ${filter} si usa solo su un codice fiscale, e "${name}" non lo è.`,
  unusedField: (field: string, group: string) =>
    `Il campo "${field}" del gruppo "${group}" non è usato nel ciclo del gruppo né nelle condizioni degli altri campi.`,
} as const;

/**
 * Italian problems of a draft's `group_in_progress` (docs/api.md, "Repeating groups and parties"), the group the
 * lawyer is typing; its items' problems are those of a group's answer, named by item and field.
 */
export const groupInProgressMessages = {
  notAMap:
    'Il gruppo in compilazione va inviato come coppia gruppo-elenco, per esempio {"locatori": [{"nome": "Mario"}]}.',
  onlyInDraft:
    'Un gruppo in compilazione si salva solo con una bozza (stato TO_COMPLETE): un documento completato ha tutte le risposte in "answers".',
  onlyOne: (count: number) =>
    `Si può salvare un solo gruppo in compilazione alla volta (indicati: ${count}).`,
  notAGroup: (variable: string) =>
    `Gruppo in compilazione: "${variable}" non è una domanda di tipo gruppo di questo modello.`,
  alreadyAnswered: (variable: string) =>
    `Gruppo in compilazione: "${variable}" ha già una risposta in "answers"; il gruppo va inviato in uno solo dei due.`,
} as const;
