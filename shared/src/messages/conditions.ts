import { COMPARISON_OPERATORS } from '../domain/question';

/**
 * Italian problems of the comparisons and group tests a condition may hold (docs/api.md, "Computed amounts and rules
 * across answers", "Conditions on typed answers and on groups"); each names the condition by its position.
 */
export const conditionMessages = {
  comparisonOnWrongType: (position: number, variable: string) =>
    `La condizione n. ${position} confronta "${variable}", che non è un numero, un importo o una data: i confronti (gt, gte, lt, lte, eq, ne) si usano solo su queste domande.`,
  unknownOperator: (position: number, variable: string, operator: string) =>
    `La condizione n. ${position} usa su "${variable}" l'operatore "${operator}", che non esiste (operatori: ${COMPARISON_OPERATORS.join(', ')}).`,
  emptyComparison: (position: number, variable: string) =>
    `La condizione n. ${position} su "${variable}" non dice con che cosa confrontare, per esempio {"gt": 1000}.`,
  operandNotANumber: (position: number, variable: string) =>
    `La condizione n. ${position} confronta "${variable}" con qualcosa che non è un numero (per esempio {"gt": 1000}).`,
  operandNotADate: (position: number, variable: string, value: string) =>
    `La condizione n. ${position} confronta "${variable}" con "${value}", che non è una data esistente (AAAA-MM-GG).`,
  testOnNotGroup: (position: number, variable: string) =>
    `La condizione n. ${position} usa "any" o "all" su "${variable}", che non è un gruppo.`,
  groupTestInField: (position: number, variable: string) =>
    `La condizione n. ${position} usa il gruppo "${variable}": i test sui gruppi (any, all) si usano solo nelle domande fuori dai gruppi.`,
  groupTestShape: (position: number, variable: string) =>
    `La condizione n. ${position} sul gruppo "${variable}" deve avere la forma {"any": {"campo": "risposta"}} oppure {"all": {...}}.`,
  groupTestField: (position: number, variable: string, field: string) =>
    `La condizione n. ${position} usa il campo "${field}", che il gruppo "${variable}" non ha.`,
  groupTestNotChoice: (position: number, field: string) =>
    `La condizione n. ${position} usa il campo "${field}", che non è a scelta: nei test sui gruppi si usano solo campi a scelta.`,
  groupTestOption: (position: number, field: string, value: string) =>
    `La condizione n. ${position} richiede "${value}", che non è una delle risposte del campo "${field}".`,
  notAComparison: (position: number, variable: string) =>
    `La condizione n. ${position} su "${variable}" non è valida: serve una risposta, un elenco di risposte, un confronto come {"gt": 1000} o un test come {"any": {...}}.`,
} as const;
