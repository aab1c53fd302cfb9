/**
 * Italian problems of the expression language (docs/api.md, "Computed amounts and rules across answers"): each quotes
 * the expression as the author wrote it.
 */
const quoted = (expression: string): string => `L'espressione "${expression}"`;

export const expressionMessages = {
  tooLong: (expression: string, limit: number) =>
    `${quoted(expression.slice(0, 60))}… supera ${limit} caratteri: dividila in più espressioni.`,
  tooDeep: (expression: string, limit: number) =>
    `${quoted(expression)} ha più di ${limit} livelli di parentesi.`,
  empty: "Un'espressione è vuota.",
  commaLiteral: (expression: string, literal: string) =>
    `${quoted(expression)} scrive il numero ${literal} con la virgola: nelle espressioni i decimali si scrivono con il punto (${literal.replace(',', '.')}).`,
  unexpectedCharacter: (expression: string, character: string) =>
    `${quoted(expression)} contiene il carattere "${character}", che le espressioni non ammettono.`,
  unclosedString: (expression: string) => `${quoted(expression)} apre delle virgolette che non chiude.`,
  unexpectedEnd: (expression: string) => `${quoted(expression)} è incompleta: manca qualcosa alla fine.`,
  unexpectedToken: (expression: string, token: string) =>
    `${quoted(expression)} non è valida: "${token}" non è al suo posto.`,
  unclosedParenthesis: (expression: string) => `${quoted(expression)} apre una parentesi che non chiude.`,
  filterName: (expression: string) =>
    `${quoted(expression)} non è valida: dopo "|" va il nome di un filtro, per esempio somma:"quota".`,

  unknownVariable: (expression: string, variable: string) =>
    `${quoted(expression)} usa "${variable}", che non è una domanda del modello.`,
  notNumeric: (expression: string, variable: string) =>
    `${quoted(expression)} fa un calcolo o un confronto con "${variable}", che non è un numero né un importo.`,
  notNumericValue: (expression: string) =>
    `${quoted(expression)} fa un calcolo o un confronto su qualcosa che non è un numero né un importo.`,
  amountTimesAmount: (expression: string, operator: string) =>
    `${quoted(expression)} ${operator === '*' ? 'moltiplica' : 'divide'} un importo per un importo: un importo si moltiplica o si divide solo per un numero.`,
  unknownFilter: (expression: string, filter: string) =>
    `${quoted(expression)} usa il filtro "${filter}", che non esiste.`,
  filterOnNotGroup: (expression: string, filter: string) =>
    `${quoted(expression)} usa il filtro ${filter} su qualcosa che non è un gruppo.`,
  filterNeedsField: (expression: string, filter: string) =>
    `${quoted(expression)} usa il filtro ${filter} senza il campo tra virgolette, per esempio ${filter === 'somma' ? 'somma:"quota"' : `${filter}:"tipo":"Persona giuridica"`}.`,
  fieldMissing: (expression: string, group: string, field: string) =>
    `${quoted(expression)} usa il campo "${field}", che il gruppo "${group}" non ha.`,
  sommaOnNotNumeric: (expression: string, field: string) =>
    `${quoted(expression)} somma il campo "${field}", che non è un numero né un importo.`,
  testOnNotChoice: (expression: string, filter: string, field: string) =>
    `${quoted(expression)} usa il filtro ${filter} sul campo "${field}", che non è a scelta.`,
  optionMissing: (expression: string, field: string, option: string) =>
    `${quoted(expression)} cerca "${option}", che non è una delle risposte del campo "${field}".`,
  filterOnResult: (expression: string, filter: string) =>
    `${quoted(expression)} applica il filtro ${filter} a un risultato che non può prendere: dopo un calcolo si usa lettere, e plurale su un numero.`,
  arrotondaDigits: (expression: string) =>
    `${quoted(expression)} usa arrotonda con un numero di decimali che non è un intero da 0 a 6, per esempio arrotonda:2.`,

  rulesNotAList: 'Le regole devono essere un elenco.',
  tooManyRules: (limit: number) => `Un modello può avere al massimo ${limit} regole.`,
  ruleNotAnObject: (position: number) =>
    `La regola n. ${position} non è valida: servono "check", "message" e, se serve, "when".`,
  ruleCheckMissing: (position: number) =>
    `La regola n. ${position} non ha l'espressione da verificare ("check").`,
  ruleMessageLength: (position: number, min: number, max: number) =>
    `Il messaggio della regola n. ${position} deve avere da ${min} a ${max} caratteri.`,
  ruleWhenShape: (position: number) =>
    `La regola n. ${position} ha un "when" non valido: serve una condizione o un elenco di condizioni.`,
  ruleWhenUnknown: (position: number, variable: string) =>
    `La condizione n. ${position} si riferisce a "${variable}", che non è una domanda del modello.`,
  rulePrefix: (position: number) => `Regola n. ${position}`,
} as const;
